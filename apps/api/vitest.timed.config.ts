import { runsAlone } from '../../vitest.scheduling.ts';
import { apiProject, timedFiles } from './vitest.config.ts';

export default apiProject('@applykit/api (timed)', { include: timedFiles }, runsAlone);
