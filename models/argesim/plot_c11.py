#!/usr/bin/env python3
"""Plots of ARGESIM C11 (SCARA robot) from the CSV files the argesim tests write.

Usage: plot_c11.py [CSV_DIR] [FIGURE_DIR]
  CSV_DIR     folder holding c11_task_b.csv and c11_task_c.csv (default: build/argesim)
  FIGURE_DIR  where the PNG files go (default: docs/figures)

Task b: joint positions q1, q2 [rad], q3 [m] over time (acausal model, IDA;
the explicit model, CVODE, dashed). Task c: x_tip(t), q3(t) - h_obs and x_obs,
as the seed asks. Needs matplotlib.
"""
import csv
import os
import sys


def read(path):
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    return {name: [float(r[name]) for r in rows] for name in rows[0]}


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    csv_dir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "build", "argesim")
    fig_dir = sys.argv[2] if len(sys.argv) > 2 else os.path.join(root, "docs", "figures")
    try:
        import matplotlib
    except ImportError:
        sys.exit("plot_c11.py needs matplotlib (python3 -m pip install matplotlib)")
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    os.makedirs(fig_dir, exist_ok=True)

    b = read(os.path.join(csv_dir, "c11_task_b.csv"))
    fig, ax = plt.subplots(figsize=(7, 4))
    for name, label in (("q1", "q1 [rad]"), ("q2", "q2 [rad]"), ("q3", "q3 [m]")):
        line, = ax.plot(b["time"], b[name], label=label + " (acausal, IDA)")
        ax.plot(b["time"], b[name + "_explicit"], "--", color=line.get_color(),
                label=label + " (explicit, CVODE)")
    ax.set_xlabel("t [s]")
    ax.set_title("ARGESIM C11 task b: joint positions")
    ax.grid(True)
    ax.legend(fontsize=8)
    fig.tight_layout()
    out_b = os.path.join(fig_dir, "c11_task_b.png")
    fig.savefig(out_b, dpi=120)

    c = read(os.path.join(csv_dir, "c11_task_c.csv"))
    fig, ax = plt.subplots(figsize=(7, 4))
    ax.plot(c["time"], c["x_tip"], label="x_tip [m]")
    ax.plot(c["time"], c["q3_minus_h_obs"], label="q3 - h_obs [m]")
    ax.plot(c["time"], c["x_obs"], label="x_obs [m]")
    ax.plot(c["time"], c["x_tip_explicit"], "k:", label="x_tip, explicit model")
    ax.set_xlabel("t [s]")
    ax.set_title("ARGESIM C11 task c: collision avoidance")
    ax.grid(True)
    ax.legend(fontsize=8)
    fig.tight_layout()
    out_c = os.path.join(fig_dir, "c11_task_c.png")
    fig.savefig(out_c, dpi=120)
    print(out_b)
    print(out_c)


if __name__ == "__main__":
    main()
