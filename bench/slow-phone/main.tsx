// The slow-phone benchmark's peer: react-jsonschema-form rendering About You's fields (the
// keystroke benchmark's schema, generated from our data model), with the schema written in at
// build time (`__PEER_FORM__`), so the page carries rjsf and nothing of ApplyKit. Its validator
// is precompiled at build time too (`virtual:peer-validators`), as rjsf advises under a Content
// Security Policy without 'unsafe-eval' such as the server's: the default one compiles the
// schema with `new Function`, which the policy refuses.
import Form from '@rjsf/core';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import validators from 'virtual:peer-validators';
import { createRoot } from 'react-dom/client';
import type { PageSchema } from '../lib/json-schema';

declare const __PEER_FORM__: PageSchema;

const { schema, uiSchema } = __PEER_FORM__;
const validator = createPrecompiledValidator(validators, schema as object);

createRoot(document.getElementById('root')!).render(
  <Form schema={schema as object} uiSchema={uiSchema} validator={validator} />,
);
