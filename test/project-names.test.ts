import { symlinkSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectNames } from '../src/core/project-names.js';
import { buildIndex } from '../src/core/repo-index.js';
import { makeRepo } from './helpers/repo.js';

const namesOf = (files: Record<string, string>): string[] => [...buildIndex(makeRepo(files)).projectNames].sort();
const packageNamesOf = (files: Record<string, string>): string[] => [...buildIndex(makeRepo(files)).packageNames].sort();

describe('projectNames', () => {
  it('takes the Python package most source files live in, at the root or under src/, tests not counted', () => {
    const code = 'def f():\n    pass\n';
    expect(namesOf({ 'sphinx/__init__.py': '', 'sphinx/application.py': code, 'sphinx/util/inspect.py': code, 'doc/conf.py': code, 'tests/test_a.py': code, 'tests/test_b.py': code, 'tests/test_c.py': code })).toEqual(['sphinx']);
    expect(namesOf({ 'src/_pytest/__init__.py': '', 'src/_pytest/python.py': code, 'src/_pytest/fixtures.py': code, 'scripts/release.py': code })).toEqual(['pytest']);
    // A folder without __init__.py, or a package holding under 40 % of the code, names nothing.
    expect(namesOf({ 'examples/a.py': code, 'examples/b.py': code, 'tool/__init__.py': '', 'lib/x.py': code, 'lib/y.py': code, 'lib/z.py': code, 'lib/w.py': code })).toEqual([]);
  });

  it('takes the name the root manifest declares, without its scope', () => {
    expect(namesOf({ 'package.json': '{ "name": "@acme/fastify-kit", "version": "1.0.0" }', 'lib/a.js': '' })).toEqual(['fastify-kit']);
    expect(namesOf({ 'pyproject.toml': '[project]\nname = "Flask"\nversion = "2.3"\n', 'app.py': '' })).toEqual(['flask']);
    expect(namesOf({ 'setup.cfg': '[metadata]\nname = marshmallow\n', 'm.py': '' })).toEqual(['marshmallow']);
    expect(namesOf({ 'setup.py': 'setup(\n    name="pvlib",\n)\n', 'p.py': '' })).toEqual(['pvlib']);
    expect(namesOf({ 'package.json': '{ not json', 'a.js': '' })).toEqual([]);
  });

  it("knows the project by the name other ecosystems' manifests declare (Go, Cargo, Composer, gems, Mix, pub, SwiftPM, Gradle), not as its own name", () => {
    // Own names (ranked as no evidence) come from npm and Python; every one is a package name too.
    expect(namesOf({ 'go.mod': 'module github.com/gin-gonic/gin\n', 'gin.go': '' })).toEqual([]);
    expect(packageNamesOf({ 'package.json': '{ "name": "axios" }', 'go.mod': 'module github.com/x/y-go\n' })).toEqual(['axios', 'y-go']);
    expect(packageNamesOf({ 'go.mod': 'module github.com/go-chi/chi/v5\n\ngo 1.14\n', 'chi.go': '' })).toEqual(['chi']);
    expect(packageNamesOf({ 'go.mod': 'module github.com/gin-gonic/gin\n', 'gin.go': '' })).toEqual(['gin']);
    // The package's name, not a dependency's or a workspace's.
    expect(packageNamesOf({ 'Cargo.toml': '[workspace]\nmembers = ["a"]\n\n[package]\nauthors = ["x"]\nname = "fd-find"\n\n[dependencies]\nname = "no"\n', 'src/main.rs': '' })).toEqual(['fd-find']);
    expect(packageNamesOf({ 'Cargo.toml': '[workspace]\nmembers = ["tokio"]\n', 'tokio/src/lib.rs': '' })).toEqual([]);
    expect(packageNamesOf({ 'composer.json': '{\n    "name": "guzzlehttp/guzzle",\n    "require": {}\n}\n', 'src/Client.php': '' })).toEqual(['guzzle']);
    expect(packageNamesOf({ 'rack.gemspec': 'Gem::Specification.new do |s|\n  s.name = "rack"\nend\n', 'lib/rack.rb': '' })).toEqual(['rack']);
    expect(packageNamesOf({ 'mix.exs': 'def project do\n  [app: :ecto, version: "3.9.0"]\nend\n', 'lib/ecto.ex': '' })).toEqual(['ecto']);
    expect(packageNamesOf({ 'pubspec.yaml': 'name: dio\nversion: 5.0.0\n', 'lib/dio.dart': '' })).toEqual(['dio']);
    expect(packageNamesOf({ 'Package.swift': 'let package = Package(\n    name: "Alamofire",\n    products: []\n)\n', 'Source/Alamofire.swift': '' })).toEqual(['alamofire']);
    expect(packageNamesOf({ 'settings.gradle.kts': 'rootProject.name = "detekt"\n', 'build.gradle.kts': '' })).toEqual(['detekt']);
    expect(packageNamesOf({ 'Project.toml': 'name = "Flux"\nuuid = "587475ba"\n\n[deps]\n', 'src/Flux.jl': '' })).toEqual(['flux']);
  });

  it('reads the manifest as repository files are read (never through a link out of the tree)', () => {
    const outside = makeRepo({ 'package.json': '{ "name": "secret-name" }' });
    const root = makeRepo({ 'a.js': '' });
    symlinkSync(`${outside}/package.json`, `${root}/package.json`);
    expect([...projectNames(root, [])]).toEqual([]);
  });
});
