#pragma once
// Studies over MPI ranks (Open MPI): `mpirun -n N acausal study ...` spreads
// the variants over the ranks; rank 0 collects the results and writes.
#include <memory>

#include "apps/study.hpp"

namespace acausal::study {

/// Whether this build has MPI (found at configure time).
bool mpi_built_in();

/// Whether an MPI launcher (mpirun, mpiexec) started this process: Open
/// MPI's, MPICH's or PMIx's environment variables are set.
bool launched_by_mpi();

/// Initialises MPI (threads funnelled through the main thread) and returns
/// the distribution over MPI_COMM_WORLD; MPI is finalised when it is
/// destroyed. Throws ModelError if the build has no MPI.
std::unique_ptr<Distribution> start_mpi(int* argc, char*** argv);

}  // namespace acausal::study
