import { describe, expect, it } from 'vitest';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { hmacSha256 } from '@contract/index';

const repeat = (byte: number, length: number) => new Uint8Array(length).fill(byte);

/** RFC 4231 §4: HMAC-SHA-256 test cases 1-4, 6 and 7 (case 5 is a truncated output). */
const VECTORS: { name: string; key: Uint8Array; data: Uint8Array; mac: string }[] = [
  {
    name: 'case 1',
    key: repeat(0x0b, 20),
    data: utf8ToBytes('Hi There'),
    mac: 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
  },
  {
    name: 'case 2 (key shorter than the output)',
    key: utf8ToBytes('Jefe'),
    data: utf8ToBytes('what do ya want for nothing?'),
    mac: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
  },
  {
    name: 'case 3 (combined key and data longer than 64 bytes)',
    key: repeat(0xaa, 20),
    data: repeat(0xdd, 50),
    mac: '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe',
  },
  {
    name: 'case 4',
    key: hexToBytes('0102030405060708090a0b0c0d0e0f10111213141516171819'),
    data: repeat(0xcd, 50),
    mac: '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b',
  },
  {
    name: 'case 6 (key larger than the block)',
    key: repeat(0xaa, 131),
    data: utf8ToBytes('Test Using Larger Than Block-Size Key - Hash Key First'),
    mac: '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
  },
  {
    name: 'case 7 (key and data larger than the block)',
    key: repeat(0xaa, 131),
    data: utf8ToBytes(
      'This is a test using a larger than block-size key and a larger than block-size data. ' +
        'The key needs to be hashed before being used by the HMAC algorithm.',
    ),
    mac: '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2',
  },
];

describe('HMAC-SHA256 (RFC 4231)', () => {
  it.each(VECTORS)('$name', ({ key, data, mac }) => {
    const result = hmacSha256(key, data);
    expect(result).toHaveLength(32);
    expect(bytesToHex(result)).toBe(mac);
  });

  it('does not modify its inputs', () => {
    const key = repeat(0xaa, 131);
    const data = repeat(0xdd, 50);
    hmacSha256(key, data);
    expect(key).toEqual(repeat(0xaa, 131));
    expect(data).toEqual(repeat(0xdd, 50));
  });
});
