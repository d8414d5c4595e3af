import { domProject } from '../../vitest.dom.ts';

export default domProject('@applykit/ui', import.meta.dirname);
