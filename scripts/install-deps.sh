#!/usr/bin/env bash
# Installs the Debian 12 packages the project builds and tests with.
set -euo pipefail
packages=(
  build-essential cmake git python3
  libsundials-dev libsuitesparse-dev libeigen3-dev libboost-graph-dev
  libgtest-dev libgmock-dev libbenchmark-dev libcli11-dev libspdlog-dev libfmt-dev
  libyaml-cpp-dev  # study files (acausal study)
  libmimalloc-dev  # the programs' allocator (docs/decisions.md)
  libopenmpi-dev openmpi-bin  # studies over MPI ranks (optional at build time, tested in CI)
  libmatio-dev pkg-config  # MAT result files (Dymola/OpenModelica layout)
  gnuplot-nox  # acausal plot
  python3-scipy python3-numpy  # tests: MAT files read back by scipy.io.loadmat
  liburdfdom-dev liburdfdom-headers-dev libassimp-dev  # URDF import, meshes to glTF (docs/urdf.md)
  libzip-dev libpugixml-dev  # FMI 2.0 export and its test importer (docs/fmi.md)
  pybind11-dev python3-dev  # Python module (python/)
  chromium fonts-liberation  # tests: acausal view's page in a headless browser
  clang libclang-rt-14-dev  # libFuzzer harnesses (fuzz/, bench/fuzz_long.sh); CI replays them with gcc
)
# node and npm: three.js for `acausal view` and playwright-core for its test
# (package.json); Debian's nodejs + npm unless a node is installed already.
command -v node >/dev/null && command -v npm >/dev/null || packages+=(nodejs npm)
# The npm packages at the versions of package-lock.json, into node_modules/.
install_npm_packages() {
  cd "$(dirname "$0")/.."
  if [ ! node_modules/.package-lock.json -nt package-lock.json ]; then
    npm ci --no-audit --no-fund --loglevel=error
  fi
}
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages present"
  install_npm_packages
  exit 0
fi
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
install_npm_packages
