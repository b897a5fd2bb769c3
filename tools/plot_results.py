#!/usr/bin/python3
"""Plot signals of acausal results (CSV, or MAT in the Dymola/OpenModelica
layout) with matplotlib, for figures restyled by hand.

    /usr/bin/python3 tools/plot_results.py RESULT SIGNAL [SIGNAL ...] [--compare OTHER ...] --out FIG

RESULT and OTHER are .csv or .mat files; SIGNAL may be a glob ('joint*.tau').
"""
import argparse
import csv
import fnmatch

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402


def load(path):
    """(time, {name: values}, {name: unit}) of a result file."""
    if path.endswith(".mat"):
        import scipy.io

        m = scipy.io.loadmat(path)
        names = ["".join(c).rstrip() for c in m["name"].T]
        descriptions = ["".join(c).rstrip() for c in m["description"].T]
        info, data2 = m["dataInfo"], m["data_2"]
        signals, units = {}, {}
        for k, name in enumerate(names):
            if int(info[0, k]) != 2 or abs(int(info[1, k])) == 1:
                continue
            row = int(info[1, k])
            signals[name] = np.sign(row) * data2[abs(row) - 1, :]
            d = descriptions[k]
            units[name] = d[d.rfind("[") + 1 : -1] if d.endswith("]") else ""
        return data2[0, :], signals, units
    rows = list(csv.reader(open(path)))
    values = np.array([[float(x) for x in r] for r in rows[1:]])
    return values[:, 0], {n: values[:, i] for i, n in enumerate(rows[0][1:], start=1)}, {}


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("result")
    p.add_argument("signals", nargs="+")
    p.add_argument("--compare", nargs="*", default=[])
    p.add_argument("--out", required=True)
    p.add_argument("--title", default=None)
    a = p.parse_args()
    time, signals, units = load(a.result)
    chosen = [n for pattern in a.signals for n in signals if fnmatch.fnmatchcase(n, pattern)]
    if not chosen:
        raise SystemExit(f"no signal matches {a.signals} in {a.result}")
    fig, ax = plt.subplots(figsize=(9, 5))
    for i, name in enumerate(chosen):
        ax.plot(time, signals[name], color=f"C{i}", lw=2, label=name)
    for other in a.compare:
        t, s, _ = load(other)
        for i, name in enumerate(chosen):
            if name in s:
                ax.plot(t, s[name], color=f"C{i}", lw=1.5, ls="--", label=f"{name} ({other})")
    found = {units.get(n, "") for n in chosen}
    ax.set_xlabel("time [s]")
    ax.set_ylabel(f"[{found.pop()}]" if len(found) == 1 and "" not in found else "")
    ax.set_title(a.title or a.result)
    ax.grid(True, alpha=0.4)
    ax.legend(loc="best", fontsize=9)
    fig.tight_layout()
    fig.savefig(a.out)
    print(f"plot: {a.out} ({len(ax.lines)} curves)")


if __name__ == "__main__":
    main()
