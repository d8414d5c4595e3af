import { runsAlone } from '../vitest.scheduling.ts';
import { journeysProject, timedJourneys } from './vitest.config.ts';

export default journeysProject('@applykit/e2e (timed)', { include: timedJourneys }, runsAlone);
