/** Start-up found its port taken: the CLI prints this one line, naming the setting, and exits 1. */
export class PortInUseError extends Error {
  constructor(setting: 'PORT' | 'OPS_PORT', port: number, host: string) {
    super(
      `${setting} ${port} is already in use: another process listens on ${host}:${port}; stop it or set ${setting} to a free port.`,
    );
  }
}

/** `e` as a PortInUseError when listening failed for that reason, else `e` itself. */
export const portError = (e: unknown, setting: 'PORT' | 'OPS_PORT', port: number, host: string): unknown =>
  (e as NodeJS.ErrnoException)?.code === 'EADDRINUSE' ? new PortInUseError(setting, port, host) : e;
