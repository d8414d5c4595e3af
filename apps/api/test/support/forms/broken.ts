// A form module that exports no definition: the server must refuse to start with it.
export const partner = { institutionName: 'Nowhere' };
