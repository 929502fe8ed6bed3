/** A wrong configuration value; its message is one line meant for the operator. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
