import { describe, expect, it } from 'vitest';
import { platformOfPath, platformsNamedIn } from '../src/core/platforms.js';

describe('platformsNamedIn', () => {
  it('gives the platforms a task names, once each, whatever the case of most names', () => {
    expect(platformsNamedIn('Codec (Linux): fixes a crash')).toEqual(['Linux']);
    expect(platformsNamedIn('CPU (X86): fixes detection on linux and on LINUX')).toEqual(['Linux', 'x86']);
    expect(platformsNamedIn('guard eventSink after engine teardown (iOS), also on macOS and Android')).toEqual(['macOS', 'iOS', 'Android']);
    expect(platformsNamedIn('segfault in native-image binaries on a Mac; the wasm build too')).toEqual(['macOS', 'WebAssembly']);
  });
  it('reads "Windows" and "Mac" as platforms only as proper nouns: windows are also windows, a mac an address', () => {
    expect(platformsNamedIn('Closing all windows leaks the mac address of the device')).toEqual([]);
    expect(platformsNamedIn('fix UTF-8 output on Windows consoles')).toEqual(['Windows']);
    expect(platformsNamedIn('the win32 console API')).toEqual(['Windows']);
  });
  it("leaves out an issue template's environment lines, git trailers, and words that only contain a name", () => {
    expect(platformsNamedIn('Tooltip is cut off\n\n**Environment**\n- OS: Windows 11\n- **Platform**: macOS\n| Operating system | Linux |\n')).toEqual([]);
    expect(platformsNamedIn('Tooltip is cut off on Linux\n- OS: Windows 11')).toEqual(['Linux']);
    // A git trailer's key is no platform; a title's scope is.
    expect(platformsNamedIn('upstream: fix a leak\n\nOpenBSD-Commit-ID: 1f38203c\nSigned-off-by: A <a@b>')).toEqual([]);
    expect(platformsNamedIn('x86-64: fix the build\n\nReviewed-on: https://example.org/1')).toEqual(['x86']);
    expect(platformsNamedIn('linuxbrew and iosevka fonts; the androidx library')).toEqual([]);
    expect(platformsNamedIn('')).toEqual([]);
  });
});

describe('platformOfPath', () => {
  it("finds a named platform in a file's or folder's name, its parts and its camelCase words", () => {
    expect(platformOfPath('src/detection/codec/codec_linux.c', ['Linux'])).toBe('Linux');
    expect(platformOfPath('src/detection/cpu/cpu_x86.c', ['x86'])).toBe('x86');
    expect(platformOfPath('src/SFML/Window/Android/WindowImplAndroid.cpp', ['Android'])).toBe('Android');
    expect(platformOfPath('mordant/src/macosMain/kotlin/Terminal.kt', ['macOS'])).toBe('macOS');
    expect(platformOfPath('src/SFML/Window/macOS/SFOpenGLView.mm', ['macOS'])).toBe('macOS');
    expect(platformOfPath('lib/src/connectivity_plus_linux.dart', ['Windows', 'Linux'])).toBe('Linux');
    expect(platformOfPath('packages/x/ios/Sources/Plugin.swift', ['iOS'])).toBe('iOS');
  });
  it("finds none in the shared file, in another platform's file, in words that only contain a name, or when none is named", () => {
    expect(platformOfPath('src/detection/codec/codec.c', ['Linux'])).toBeUndefined();
    expect(platformOfPath('src/detection/codec/codec_windows.cpp', ['Linux'])).toBeUndefined();
    expect(platformOfPath('src/linuxbrew/formula.rb', ['Linux'])).toBeUndefined();
    expect(platformOfPath('src/window/winding.ts', ['Windows'])).toBeUndefined();
    expect(platformOfPath('src/detection/codec/codec_linux.c', [])).toBeUndefined();
  });
});
