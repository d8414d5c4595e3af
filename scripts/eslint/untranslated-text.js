// A text an applicant reads or hears must come from a message catalogue, so it can be worded
// per language: this rule reports words written into JSX (text between tags, and the
// attributes that name or describe an element) in the kit, the form and the portal.

const NAMING_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
]);

/** A letter of any script: punctuation, symbols and numbers alone read the same everywhere. */
const WORD = /\p{L}/u;

function literalText(node) {
  if (!node) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'JSXExpressionContainer') return literalText(node.expression);
  if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked).join('');
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
const untranslatedText = {
  meta: {
    type: 'problem',
    docs: { description: 'Words shown to a reader come from a message catalogue, not from JSX' },
    messages: {
      text: 'The text "{{text}}" is written into JSX: give it a message id and read it with t().',
      attribute:
        'The {{name}} "{{text}}" is written into JSX: give it a message id and read it with t().',
    },
    schema: [],
  },
  create(context) {
    return {
      JSXText(node) {
        const text = node.value.trim();
        if (WORD.test(text)) context.report({ node, messageId: 'text', data: { text } });
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : undefined;
        if (!name || !NAMING_ATTRIBUTES.has(name)) return;
        const text = literalText(node.value);
        if (text !== undefined && WORD.test(text))
          context.report({ node, messageId: 'attribute', data: { name, text } });
      },
    };
  },
};

export const wordingPlugin = { rules: { 'untranslated-text': untranslatedText } };
