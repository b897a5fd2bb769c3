#pragma once
// `acausal view RESULT --model MODEL --out DIR [--signals A,B] [--serve]`:
// a multibody model's bodies moving as a result file says, in a
// self-contained web page (three.js) with a time slider and signal plots
// (docs/viewer.md).
#include <CLI/CLI.hpp>

#include "models/registry.hpp"

namespace acausal::apps {

CLI::App* add_view_command(CLI::App& app);
/// Runs the parsed subcommand; returns the exit code (errors are thrown).
int run_view_command(const models::Registry& registry);

}  // namespace acausal::apps
