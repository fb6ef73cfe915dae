import type { FileAddresses } from './file-addresses.js';

/**
 * What a driver answers from the server's file addresses and its own `read`, so the disk and S3 say
 * the same: a key's public URL, the key an address names, and why a moved address is refused.
 */
export abstract class AddressedStorage {
  constructor(protected readonly addresses: FileAddresses) {}

  abstract read(key: string): Promise<Buffer | null>;

  url(key: string): string {
    return this.addresses.url(key);
  }

  keyOf(value: string): string | null {
    return this.addresses.keyOf(value);
  }

  movedAddressRefusal(value: string): Promise<string | null> {
    return this.addresses.movedAddressRefusal(value, async (key) => (await this.read(key)) !== null);
  }
}
