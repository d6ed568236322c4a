import { describe, expect, it } from 'vitest';
import { importViolations } from './check.ts';

describe('the import rule', () => {
  it('lets a room import the rooms below it', () => {
    expect(
      importViolations([
        { path: 'stores/auth.ts', source: "import { x } from '../lib/storage-keys.ts';" },
        { path: 'lib/portal/sign-in.ts', source: "import { y } from '../../shared/mobile.ts';" },
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
        { path: 'server/sms/outbox.ts', source: "import { x } from '../organiser/status-sms.ts';" },
        { path: 'server/sms/a.ts', source: "import { y } from '../otp/codes.ts';\nimport '../invites/invite-sms.ts';" },
      ]),
    ).toEqual([
      'server/sms/outbox.ts -> server/organiser/status-sms.ts',
      'server/sms/a.ts -> server/otp/codes.ts',
      'server/sms/a.ts -> server/invites/invite-sms.ts',
    ]);
  });

  it('asks for a rule for a room it does not know', () => {
    expect(importViolations([{ path: 'widgets/a.ts', source: "import '../lib/b.ts';" }])).toEqual([
      "widgets/a.ts: the room 'widgets' has no import rule (scripts/imports/rules.ts)",
    ]);
  });
});
