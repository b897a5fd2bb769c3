"""docs/python.md runs as written: every ```python block is executed in a
fresh namespace, and where an output block follows it, what it prints is
that output (solver statistics lines only by their solver name: step counts
move with solver tuning; numbers below 1e-6, solver errors, only by their
order of magnitude)."""
import contextlib
import io
import os
import re
import unittest

import acausal  # noqa: F401  (the module under test; the blocks import it themselves)

NUMBER = re.compile(r"[-+]?\d+\.?\d*(?:[eE][-+]?\d+)?")


def same_line(got, want):
    """Equal text; equal numbers, to a factor of 3 where both are below 1e-6."""
    if NUMBER.sub("#", got) != NUMBER.sub("#", want):
        return False
    for g, w in zip(NUMBER.findall(got), NUMBER.findall(want)):
        g, w = float(g), float(w)
        if abs(g) < 1e-6 and abs(w) < 1e-6:
            if not (w / 3 <= g <= 3 * w or g == w):
                return False
        elif abs(g - w) > 1e-6 * max(abs(g), abs(w)):
            return False
    return True


DOC = os.path.join(os.environ.get("ACAUSAL_SOURCE_DIR", "../.."), "docs", "python.md")


def blocks():
    """(code, expected output or None) for every python block of the page."""
    with open(DOC, encoding="utf-8") as f:
        text = f.read()
    out = []
    for m in re.finditer(r"```python\n(.*?)```\n(?:\n```\n(.*?)```)?", text, re.S):
        out.append((m.group(1), m.group(2)))
    return out


class Docs(unittest.TestCase):
    def test_every_python_block_runs_and_prints_its_output(self):
        found = blocks()
        self.assertGreaterEqual(len(found), 2)
        self.assertTrue(any(expected for _, expected in found))
        for code, expected in found:
            printed = io.StringIO()
            with contextlib.redirect_stdout(printed):
                exec(compile(code, DOC, "exec"), {"__name__": "docs"})
            if expected is None:
                continue
            got = printed.getvalue().splitlines()
            want = expected.splitlines()
            self.assertEqual(len(got), len(want), "docs/python.md prints:\n" + printed.getvalue())
            for g, w in zip(got, want):
                if " steps " in w:  # solver statistics: the solver, in order
                    self.assertEqual(g.split()[0], w.split()[0])
                else:
                    self.assertTrue(same_line(g, w), f"docs/python.md says\n  {w}\nbut it prints\n  {g}")


if __name__ == "__main__":
    unittest.main()
