import { domProject } from '../../vitest.dom.ts';

export default domProject('@applykit/portal', import.meta.dirname);
