// acausal: the command-line tool (apps/cli.cpp holds its logic).
#include "apps/cli.hpp"
#include "core/memory/allocator_settings.hpp"

int main(int argc, char** argv) {
  // A short-lived process that compiles and simulates: freed memory is worth
  // keeping (docs/decisions.md, Symbolic core, "The allocator is the host program's").
  acausal::keep_freed_memory_for_reuse();
  return acausal::cli::main(argc, argv);
}
