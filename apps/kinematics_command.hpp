#pragma once
// `acausal kinematics ...`: forward and inverse kinematics of the built-in
// seed robots or of a robot given as a DH table file, printed as JSON.
//
//   acausal kinematics list
//   acausal kinematics fk ROBOT q1 ... qn
//   acausal kinematics ik ROBOT --position x y z --rotation r11 r12 ... r33
#include <CLI/CLI.hpp>

namespace acausal::apps {

/// Adds the `kinematics` subcommand (and its own subcommands) to `app`.
CLI::App* add_kinematics_command(CLI::App& app);

/// Runs the parsed kinematics subcommand; returns the exit code. Errors are
/// thrown as acausal::Error for the caller to report.
int run_kinematics_command();

}  // namespace acausal::apps
