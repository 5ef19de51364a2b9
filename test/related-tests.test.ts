import { describe, expect, it } from 'vitest';
import { findRelatedTests, testSubject } from '../src/core/related-tests.js';
import { buildIndex } from '../src/core/repo-index.js';
import { makeRepo } from './helpers/repo.js';

/*
 * pkg/table.py                  the source
 * pkg/tests/test_table.py       named after it (closest)
 * other/tests/test_table.py     named after it, farther away
 * pkg/tests/test_io.py          imports pkg.table
 * src/cart.ts, test/cart.test.ts (imports it), src/Cart.java + src/CartTest.java, lib/cart.rb + spec/cart_spec.rb
 */
const root = makeRepo({
  'pkg/__init__.py': '',
  'pkg/table.py': 'class Table:\n    pass\n',
  'pkg/tests/test_table.py': 'def test_x():\n    pass\n',
  'other/tests/test_table.py': 'def test_y():\n    pass\n',
  'pkg/tests/test_io.py': 'from pkg.table import Table\n',
  'src/cart.ts': 'export const total = 1;\n',
  'test/cart.test.ts': "import { total } from '../src/cart';\n",
  'src/Cart.java': 'class Cart {}\n',
  'src/CartTest.java': 'class CartTest {}\n',
  'lib/cart.rb': 'class Cart; end\n',
  'spec/cart_spec.rb': "require 'cart'\n",
});

describe('findRelatedTests', () => {
  it('reads the subject from the usual test-naming conventions', () => {
    expect(['tests/test_foo.py', 'foo_test.go', 'src/foo.test.ts', 'foo.spec.js', 'FooTest.java', 'FooTests.cs', 'TestFoo.java', 'foo_spec.rb', 'foo-test.js'].map(testSubject)).toEqual(Array(9).fill('foo'));
    expect(testSubject('src/foo.ts')).toBeNull();
  });

  it('links tests by imports and by name, closest same-named test only, with what they exercise', () => {
    const index = buildIndex(root);
    const tests = findRelatedTests(index, [{ path: 'pkg/table.py', relevance: 1 }, { path: 'src/cart.ts', relevance: 0.5 }]);
    const byPath = Object.fromEntries(tests.map((t) => [t.path, t]));
    expect(byPath['pkg/tests/test_table.py']).toEqual({ path: 'pkg/tests/test_table.py', relevance: 0.8, exercises: ['pkg/table.py'] });
    expect(byPath['pkg/tests/test_io.py']).toEqual({ path: 'pkg/tests/test_io.py', relevance: 0.7, exercises: ['pkg/table.py'] });
    expect(byPath['other/tests/test_table.py']).toBeUndefined();
    expect(byPath['test/cart.test.ts']!.exercises).toEqual(['src/cart.ts']);
    expect(tests.map((t) => t.relevance)).toEqual([...tests.map((t) => t.relevance)].sort((a, b) => b - a));
  });

  it('finds Java and Ruby tests by name', () => {
    const index = buildIndex(root);
    const paths = findRelatedTests(index, [{ path: 'src/Cart.java', relevance: 1 }, { path: 'lib/cart.rb', relevance: 1 }]).map((t) => t.path);
    expect(paths).toEqual(expect.arrayContaining(['src/CartTest.java', 'spec/cart_spec.rb']));
  });
});
