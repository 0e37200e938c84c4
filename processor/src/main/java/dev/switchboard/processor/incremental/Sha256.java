package dev.switchboard.processor.incremental;

import java.nio.charset.StandardCharsets;

/**
 * SHA-256 (FIPS 180-4), written out so that a compilation that only checks digests does not start
 * the JDK's security providers ({@code MessageDigest.getInstance}), which load and initialise some
 * sixty classes of their own. Gives the same digests as {@code MessageDigest}.
 */
final class Sha256 {
  private static final int[] K = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
  };

  private static final char[] HEX = "0123456789abcdef".toCharArray();

  private final int[] state = {
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19
  };
  private final byte[] block = new byte[64];
  private final int[] words = new int[64];
  private int filled;
  private long length;

  /** The SHA-256 of {@code text} in UTF-8, in lower-case hexadecimal. */
  static String hex(String text) {
    Sha256 digest = new Sha256();
    digest.update(text.getBytes(StandardCharsets.UTF_8));
    return digest.hex();
  }

  void update(byte[] bytes) {
    int offset = 0;
    while (offset < bytes.length) {
      int taken = Math.min(64 - filled, bytes.length - offset);
      System.arraycopy(bytes, offset, block, filled, taken);
      filled += taken;
      offset += taken;
      length += taken;
      if (filled == 64) {
        compress();
        filled = 0;
      }
    }
  }

  void update(byte b) {
    block[filled++] = b;
    length++;
    if (filled == 64) {
      compress();
      filled = 0;
    }
  }

  /** The digest of what was given, in lower-case hexadecimal; the digest cannot be used after. */
  String hex() {
    long bits = length * 8;
    update((byte) 0x80);
    while (filled != 56) {
      update((byte) 0);
    }
    for (int shift = 56; shift >= 0; shift -= 8) {
      update((byte) (bits >>> shift));
    }
    char[] hex = new char[64];
    for (int i = 0; i < 8; i++) {
      for (int j = 0; j < 8; j++) {
        hex[i * 8 + j] = HEX[(state[i] >>> (28 - 4 * j)) & 0xf];
      }
    }
    return new String(hex);
  }

  private void compress() {
    for (int t = 0; t < 16; t++) {
      words[t] = (block[4 * t] & 0xff) << 24
          | (block[4 * t + 1] & 0xff) << 16
          | (block[4 * t + 2] & 0xff) << 8
          | (block[4 * t + 3] & 0xff);
    }
    for (int t = 16; t < 64; t++) {
      int w15 = words[t - 15];
      int w2 = words[t - 2];
      int s0 = Integer.rotateRight(w15, 7) ^ Integer.rotateRight(w15, 18) ^ (w15 >>> 3);
      int s1 = Integer.rotateRight(w2, 17) ^ Integer.rotateRight(w2, 19) ^ (w2 >>> 10);
      words[t] = words[t - 16] + s0 + words[t - 7] + s1;
    }
    int a = state[0];
    int b = state[1];
    int c = state[2];
    int d = state[3];
    int e = state[4];
    int f = state[5];
    int g = state[6];
    int h = state[7];
    for (int t = 0; t < 64; t++) {
      int s1 = Integer.rotateRight(e, 6) ^ Integer.rotateRight(e, 11) ^ Integer.rotateRight(e, 25);
      int ch = (e & f) ^ (~e & g);
      int t1 = h + s1 + ch + K[t] + words[t];
      int s0 = Integer.rotateRight(a, 2) ^ Integer.rotateRight(a, 13) ^ Integer.rotateRight(a, 22);
      int maj = (a & b) ^ (a & c) ^ (b & c);
      int t2 = s0 + maj;
      h = g;
      g = f;
      f = e;
      e = d + t1;
      d = c;
      c = b;
      b = a;
      a = t1 + t2;
    }
    state[0] += a;
    state[1] += b;
    state[2] += c;
    state[3] += d;
    state[4] += e;
    state[5] += f;
    state[6] += g;
    state[7] += h;
  }
}
