#pragma once
// Subcommands and options added to the command line from files of their own
// (URDF import, FMU export), so that cli.cpp only calls this hook: each
// extension adds what it offers to the parsed application, and after parsing
// may register models, fill in the model name of run/check/compare, or run a
// subcommand of its own.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "models/registry.hpp"

namespace acausal::apps {

/// A subcommand that takes a model name (run, check, compare), and where its
/// name goes.
struct ModelCommand {
  CLI::App* command = nullptr;
  std::string* model = nullptr;
};

class Extension {
 public:
  virtual ~Extension() = default;
  /// Adds subcommands or options; called after the built-in subcommands exist.
  virtual void add(CLI::App& app, const std::vector<ModelCommand>& model_commands) = 0;
  /// Called after parsing, before a built-in subcommand runs: may add models
  /// to `registry` (and name one in a ModelCommand's model), or run a
  /// subcommand of its own and return its exit code. Errors are thrown as
  /// acausal::Error for the caller to report.
  virtual std::optional<int> run(models::Registry& registry) = 0;
};

/// The extensions built into this library (URDF import, FMU export where built).
std::vector<std::unique_ptr<Extension>> builtin_extensions();

}  // namespace acausal::apps
