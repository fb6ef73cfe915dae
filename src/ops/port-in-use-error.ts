/** Start-up found PORT taken: the CLI prints this one line and exits 1. */
export class PortInUseError extends Error {
  constructor(port: number, host: string) {
    super(`PORT ${port} is already in use: another process listens on ${host}:${port}; stop it or set PORT to a free port.`);
  }
}
