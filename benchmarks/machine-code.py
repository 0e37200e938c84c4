#!/usr/bin/env python3
"""Disassembles HotSpot's -XX:+PrintAssembly output when no hsdis library is installed.

Without hsdis, HotSpot prints each compiled method's code as hex words beside its comments
(relocations, implicit null checks, the classes of constants and type checks, the bytecode each
safepoint belongs to). This decodes the hex with binutils' objdump (x86-64 only) and prints the
instructions with those comments in place: the compiled code -prof perfasm would show, without its
hotness. benchmarks/machine-code.sh runs it on one benchmark.

  java -XX:+UnlockDiagnosticVMOptions -XX:CompileCommand=print,Class::method ... > out.txt
  machine-code.py out.txt [--last] [--brief]

--last prints only the last compilation of each method (C2's final code, the one measured);
--brief leaves out oop maps, debug scopes and the frame's parameter lines.
"""
import re
import subprocess
import sys
import tempfile

ADDR = re.compile(r'^\s*0x([0-9a-f]+):\s?(.*)$')


def blocks(lines):
    header, code = [], None
    for line in lines:
        if line.startswith('[MachCode]'):
            code = []
        elif line.startswith('[/MachCode]'):
            yield header, code
            header, code = [], None
        elif code is not None:
            code.append(line.rstrip('\n'))
        elif 'Compiled method' in line or line.startswith('  # {method}'):
            header.append(line.rstrip('\n'))


def leading_hex(text):
    """The bytes of the hex words {@code text} starts with, up to anything else on the line."""
    words = bytearray()
    for token in text.replace('|', ' ').split():
        if not re.fullmatch(r'([0-9a-f]{2}){1,2}', token):
            break
        words.extend(bytes.fromhex(token))
    return bytes(words)


def decode(code):
    start, data, comments, current = None, bytearray(), {}, None
    for line in code:
        m = ADDR.match(line)
        if m:
            addr, rest = int(m.group(1), 16), m.group(2).strip()
            if rest.startswith(';'):
                comments.setdefault(addr, []).append(rest)
                current = addr
                continue
            words = leading_hex(rest)
            if words:
                if start is None:
                    start = addr
                expected = start + len(data)
                if addr > expected:
                    # A line of the dump was lost (another thread's output cut into it): say so, and
                    # fill with one-byte nops so that decoding picks up again at the next line.
                    comments.setdefault(expected, []).append(
                        '[%d bytes missing from the dump: the instructions up to here may be misread]'
                        % (addr - expected))
                    data.extend(b'\x90' * (addr - expected))
                elif addr < expected:
                    del data[addr - start:]
                data.extend(words)
                current = None
                continue
        stripped = line.strip()
        if stripped.startswith('[') and stripped.endswith(']'):
            comments.setdefault(start + len(data) if start is not None else 0, []).append(stripped)
        elif stripped.startswith(';') or stripped.startswith('#'):
            key = current if current is not None else (start + len(data) if start is not None else 0)
            comments.setdefault(key, []).append(stripped)
    return start, bytes(data), comments


BRIEF_SKIP = ('ImmutableOopMap', '; - ', ';*', '#', ';   {post_call_nop}')


def main(path, last=False, brief=False):
    with open(path, encoding='utf-8', errors='replace') as f:
        lines = f.readlines()
    found = list(blocks(lines))
    if last:
        by_method = {}
        for header, code in found:
            method = next((t for h in header if 'Compiled method' in h for t in h.split() if '::' in t), '')
            by_method[method] = (header, code)
        found = list(by_method.values())
    for header, code in found:
        start, data, comments = decode(code)
        if start is None:
            continue
        print('\n'.join(header))
        with tempfile.NamedTemporaryFile(suffix='.bin') as binary:
            binary.write(data)
            binary.flush()
            out = subprocess.run(['objdump', '-D', '-b', 'binary', '-mi386:x86-64', '-M', 'intel',
                                  '--adjust-vma=0x%x' % start, binary.name],
                                 capture_output=True, text=True).stdout
        pending = sorted(comments)
        halts = 0
        for line in out.splitlines():
            m = re.match(r'^\s*([0-9a-f]+):\t(.*)$', line)
            if not m:
                continue
            parts = m.group(2).split('\t')
            if len(parts) < 2:
                continue  # objdump's continuation line of a long instruction's bytes
            addr = int(m.group(1), 16)
            # HotSpot's comments may sit a byte or two inside an instruction: print each before the
            # first instruction at or past its address.
            while pending and pending[0] <= addr:
                for comment in comments[pending.pop(0)]:
                    if not (brief and comment.startswith(BRIEF_SKIP)):
                        print('          ' + comment)
            if parts[-1].strip() == 'hlt':
                halts += 1
                continue
            if halts:
                print('        (%d hlt)' % halts)
                halts = 0
            print('  %x: %s' % (addr & 0xffff, parts[-1]))
        print()


if __name__ == '__main__':
    arguments = [a for a in sys.argv[1:] if not a.startswith('--')]
    main(arguments[0], last='--last' in sys.argv, brief='--brief' in sys.argv)
