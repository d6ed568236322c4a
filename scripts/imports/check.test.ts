import { describe, expect, it } from 'vitest';
import { importViolations } from './check.ts';

describe('the import rule', () => {
  it('lets a room import the rooms below it', () => {
    expect(
      importViolations([
        { path: 'stores/auth.ts', source: "import { x } from '../lib/storage-keys.ts';" },
        { path: 'lib/portal/return-to.ts', source: "import { y } from '../../shared/mobile.ts';" },
        { path: 'components/A.tsx', source: "import B from '../islands/B.tsx';\nimport '../scripts/tabs.ts';" },
      ]),
    ).toEqual([]);
  });

  it('names every import that runs up, static, dynamic or bare', () => {
    expect(
      importViolations([
        { path: 'lib/portal/effects.ts', source: "import { signIn } from '../../stores/auth.ts';" },
        { path: 'shared/a.ts', source: "const m = await import('../lib/b.ts');" },
        { path: 'server/x.ts', source: "import '../components/icon-paths.ts';" },
      ]),
    ).toEqual([
      'lib/portal/effects.ts -> stores/auth.ts',
      'shared/a.ts -> lib/b.ts',
      'server/x.ts -> components/icon-paths.ts',
    ]);
  });

  it('keeps the SMS gateway from reaching into the folders that use it', () => {
    expect(
      importViolations([
        { path: 'server/otp/service.ts', source: "import { takeSms } from '../sms/sms-budget.ts';" },
        { path: 'server/outbox/sender.ts', source: "import { x } from '../organiser/status-sms.ts';" },
        { path: 'server/sms/a.ts', source: "import { y } from '../otp/codes.ts';\nimport '../invites/invite-sms.ts';" },
      ]),
    ).toEqual([
      'server/outbox/sender.ts -> server/applications/status-sms-queue.ts',
      'server/sms/a.ts -> server/otp/codes.ts',
      'server/sms/a.ts -> server/cofounders/invite-sms.ts',
    ]);
  });

  it("lets a flow import its own folder, its area's common folder and the rooms below; the view imports flows", () => {
    expect(
      importViolations([
        { path: 'features/portal/sign-in/store.ts', source: "import { a } from './rules.ts';" },
        { path: 'features/portal/sign-in/SignIn.tsx', source: "import F from '../common/fields/TextField.tsx';" },
        { path: 'features/workspace/review/ReviewForm.tsx', source: "import s from '../common/Organiser.module.css';" },
        { path: 'features/portal/profile/store.ts', source: "import { $token } from '../../../stores/auth.ts';" },
        { path: 'islands/SignInForm.tsx', source: "import SignIn from '../features/portal/sign-in/SignIn.tsx';" },
        {
          path: 'features/workspace/list/list.ts',
          source: "import { createDecideFlow } from '../decisions/decide.ts';",
        },
      ]),
    ).toEqual([]);
  });

  it("names a flow reaching into another flow's folder (the list's use of decisions runs one way), a common folder reaching into a flow, and a room below importing a flow", () => {
    expect(
      importViolations([
        { path: 'features/portal/profile/store.ts', source: "import { typedPhone } from '../sign-in/rules.ts';" },
        { path: 'features/workspace/stats/stats.ts', source: "import { a } from '../settings/window.ts';" },
        {
          path: 'features/workspace/list/list.ts',
          source: "import F from '../../portal/common/fields/TextField.tsx';",
        },
        { path: 'features/portal/common/x.ts', source: "import { a } from '../application/store.ts';" },
        { path: 'features/workspace/decisions/decide.ts', source: "import { a } from '../list/list.ts';" },
        { path: 'stores/auth.ts', source: "import { b } from '../features/portal/sign-in/store.ts';" },
      ]),
    ).toEqual([
      'features/portal/profile/store.ts -> features/portal/sign-in/rules.ts',
      'features/workspace/stats/stats.ts -> features/workspace/settings/window.ts',
      'features/workspace/list/list.ts -> features/portal/common/fields/TextField.tsx',
      'features/portal/common/x.ts -> features/portal/application/store.ts',
      'features/workspace/decisions/decide.ts -> features/workspace/list/list.ts',
      'stores/auth.ts -> features/portal/sign-in/store.ts',
    ]);
  });

  it('asks for a rule for a room it does not know', () => {
    expect(importViolations([{ path: 'widgets/a.ts', source: "import '../lib/b.ts';" }])).toEqual([
      "widgets/a.ts: the room 'widgets' has no import rule (scripts/imports/rules.ts)",
    ]);
  });
});
