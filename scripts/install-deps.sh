#!/usr/bin/env bash
# Installs the Debian 12 packages the project builds and tests with.
set -euo pipefail
packages=(
  build-essential cmake git python3
  libsundials-dev libsuitesparse-dev libeigen3-dev libboost-graph-dev
  libgtest-dev libgmock-dev libbenchmark-dev libcli11-dev libspdlog-dev libfmt-dev
  libyaml-cpp-dev  # study files (acausal study)
  libopenmpi-dev openmpi-bin  # studies over MPI ranks (optional at build time, tested in CI)
  libmatio-dev pkg-config  # MAT result files (Dymola/OpenModelica layout)
  gnuplot-nox  # acausal plot
  python3-scipy python3-numpy  # tests: MAT files read back by scipy.io.loadmat
  liburdfdom-dev liburdfdom-headers-dev libassimp-dev  # URDF import, meshes to glTF (docs/urdf.md)
  libzip-dev libpugixml-dev  # FMI 2.0 export and its test importer (docs/fmi.md)
  pybind11-dev python3-dev  # Python module (python/)
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages present"
  exit 0
fi
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
