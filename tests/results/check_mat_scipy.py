"""Reads a dsres MAT file the way DyMat/OMPython-style tools do, with
scipy.io.loadmat, and checks every trajectory against the CSV of the same
run (argv: MAT file, CSV file)."""
import csv
import sys

import numpy as np
import scipy.io

mat = scipy.io.loadmat(sys.argv[1])
assert "".join(mat["Aclass"][0]).strip() == "Atrajectory", mat["Aclass"]
# scipy gives a text matrix as one string per row; with binTrans each name
# is a column of characters.
text = mat["name"]
names = ["".join(row[j] for row in text).rstrip() for j in range(len(text[0]))]
info = mat["dataInfo"]
data2 = mat["data_2"]
time = data2[0, :]
rows = list(csv.reader(open(sys.argv[2])))
header = rows[0]
values = np.array([[float(x) for x in r] for r in rows[1:]])
assert np.array_equal(values[:, 0], time), "time differs"
checked = 0
for column, name in enumerate(header[1:], start=1):
    k = names.index(name)
    matrix, row = int(info[0, k]), int(info[1, k])
    assert matrix == 2, (name, matrix)
    series = np.sign(row) * data2[abs(row) - 1, :]
    assert np.array_equal(series, values[:, column]), name
    checked += 1
print(f"scipy read {checked} trajectories equal to the CSV, {data2.shape[0] - 1} stored")
