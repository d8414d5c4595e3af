import { mergeConfig } from 'vitest/config';
import { domProject } from '../../vitest.dom.ts';

export default mergeConfig(domProject('@applykit/admissions-form', import.meta.dirname), {
  test: { setupFiles: [new URL('./test/setup.ts', import.meta.url).pathname] },
});
