/** The stage's effects in the browser: the API with the session's token (see stage.ts). */
import { closePitch, getStage, openPitch, revealPitch, showRanking } from '../../../lib/final-stage-api.ts';
import { readWith } from '../../workspace/common/read.ts';
import { browserSession } from '../../workspace/common/read-effects.ts';
import { sendWrite } from '../../workspace/common/send.ts';
import { type StageAction, createStage } from './stage.ts';

const call = (token: string, action: StageAction) => {
  switch (action.kind) {
    case 'open':
      return openPitch(token, action.id);
    case 'close':
      return closePitch(token, action.id);
    case 'reveal':
      return revealPitch(token, action.id, action.revealed);
    case 'ranking':
      return showRanking(token, action.revealed);
  }
};

export const finalStage = createStage({
  async read() {
    const outcome = await readWith(browserSession, getStage);
    if (!outcome) return undefined;
    return outcome.phase === 'ready' ? { stage: outcome.value } : { error: outcome.message };
  },
  act: (action, apply) =>
    sendWrite(
      (token) => call(token, action),
      (data) => apply(data.stage),
    ),
});
