// The upload widget with its delete dialog (Radix Dialog), in its own chunk: only the pages
// with a file field load it (issue #10); About You has none.
export { FileUpload } from '@applykit/ui';
