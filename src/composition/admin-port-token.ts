/**
 * The HTTP AdminPort, once admin-port.module is loaded; the AdminPort token loads it on first call.
 * Beside the modules that use it rather than in tokens.ts, which is in the first load of /login.
 */
export const AdminOverHttp = Symbol.for('AdminOverHttp');
