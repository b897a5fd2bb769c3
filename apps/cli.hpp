#pragma once
// The `acausal` command line as a library: a program of the user's own gets
// every subcommand (list, check, run, compare, study, ...) for its own models
// and parts by registering them here.
//
//   int main(int argc, char** argv) {
//     return acausal::cli::main(argc, argv, {my_model_entry()});
//   }
#include <vector>

#include "models/registry.hpp"

namespace acausal::cli {

/// Parses the command line and runs the subcommand over the built-in models
/// and parts plus `extra_models` and `extra_parts`; returns the exit code
/// (0 success, 1 a reported error, 2 an internal error). Prints to stdout
/// and stderr: this is the program's front end.
int main(int argc, char** argv, const std::vector<models::ModelEntry>& extra_models = {},
         const std::vector<models::PartEntry>& extra_parts = {});

}  // namespace acausal::cli
