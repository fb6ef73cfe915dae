import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

/** A PKCS#12 test certificate made here: a fresh RSA key, self-signed, valid between the given days from now. */
export function makeP12(opts: { cn: string; password: string; fromDays?: number; toDays?: number }) {
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  const key = forge.pki.privateKeyFromPem(privateKey) as forge.pki.rsa.PrivateKey;
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = '01' + forge.util.bytesToHex(forge.random.getBytesSync(8));
  const day = 86_400_000;
  cert.validity.notBefore = new Date(Date.now() + (opts.fromDays ?? -1) * day);
  cert.validity.notAfter = new Date(Date.now() + (opts.toDays ?? 365) * day);
  const name = [
    { shortName: 'CN', value: opts.cn },
    { shortName: 'O', value: 'Snapforge Tests' },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.sign(key, forge.md.sha256.create());
  const der = forge.asn1.toDer(forge.pkcs12.toPkcs12Asn1(key, [cert], opts.password, { algorithm: '3des' })).getBytes();
  const p12 = Buffer.from(der, 'binary');
  return { base64: p12.toString('base64'), keyPem: privateKey };
}

/** The PEM's body lines: any one of them found in a text means the key leaked. */
export const pemLines = (pem: string) => pem.split('\n').filter((l) => l.length > 40 && !l.startsWith('-----'));
