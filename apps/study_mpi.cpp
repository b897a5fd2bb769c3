#include "apps/study_mpi.hpp"

#include <climits>
#include <cstdlib>

#include <fmt/format.h>

#ifdef ACAUSAL_HAVE_MPI
// The C interface only (the deprecated C++ bindings need libmpi_cxx).
#define OMPI_SKIP_MPICXX 1
#define MPICH_SKIP_MPICXX 1
#include <mpi.h>
#endif

namespace acausal::study {

bool mpi_built_in() {
#ifdef ACAUSAL_HAVE_MPI
  return true;
#else
  return false;
#endif
}

bool launched_by_mpi() {
  for (const char* name : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_RANK"})
    if (std::getenv(name) != nullptr) return true;
  return false;
}

#ifdef ACAUSAL_HAVE_MPI
namespace {

class MpiDistribution : public Distribution {
 public:
  MpiDistribution(int* argc, char*** argv) {
    int provided = 0;
    MPI_Init_thread(argc, argv, MPI_THREAD_FUNNELED, &provided);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
    MPI_Comm_size(MPI_COMM_WORLD, &size_);
  }
  ~MpiDistribution() override { MPI_Finalize(); }
  MpiDistribution(const MpiDistribution&) = delete;
  MpiDistribution& operator=(const MpiDistribution&) = delete;

  int rank() const override { return rank_; }
  int size() const override { return size_; }

  std::vector<std::string> gather(const std::string& bytes) override {
    if (bytes.size() > static_cast<std::size_t>(INT_MAX))
      throw ModelError(
          fmt::format("study: rank {} has {} bytes of results, more than one MPI "
                      "message takes; plot and compare fewer signals",
                      rank_, bytes.size()));
    int count = static_cast<int>(bytes.size());
    std::vector<int> counts(static_cast<std::size_t>(size_));
    MPI_Gather(&count, 1, MPI_INT, counts.data(), 1, MPI_INT, 0, MPI_COMM_WORLD);
    std::vector<int> offsets(static_cast<std::size_t>(size_), 0);
    long long total = 0;
    if (rank_ == 0) {
      for (std::size_t r = 0; r < counts.size(); ++r) {
        if (total > INT_MAX) throw ModelError("study: the results of all ranks exceed 2 GB");
        offsets[r] = static_cast<int>(total);
        total += counts[r];
      }
    }
    std::string all(rank_ == 0 ? static_cast<std::size_t>(total) : 0, '\0');
    MPI_Gatherv(bytes.data(), count, MPI_CHAR, all.data(), counts.data(), offsets.data(), MPI_CHAR,
                0, MPI_COMM_WORLD);
    std::vector<std::string> parts;
    if (rank_ != 0) return parts;
    for (std::size_t r = 0; r < counts.size(); ++r)
      parts.push_back(
          all.substr(static_cast<std::size_t>(offsets[r]), static_cast<std::size_t>(counts[r])));
    return parts;
  }

 private:
  int rank_ = 0;
  int size_ = 1;
};

}  // namespace

std::unique_ptr<Distribution> start_mpi(int* argc, char*** argv) {
  return std::make_unique<MpiDistribution>(argc, argv);
}
#else
std::unique_ptr<Distribution> start_mpi(int*, char***) {
  throw ModelError(
      "this acausal was built without MPI (Open MPI was not found when it was configured): run "
      "the study without mpirun, or install libopenmpi-dev (scripts/install-deps.sh) and rebuild");
}
#endif

}  // namespace acausal::study
