import { domProject } from '../../vitest.dom.ts';

export default domProject('@applykit/admissions-form', import.meta.dirname);
