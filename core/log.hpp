#pragma once
// The library's logger: what library code has to say besides its return
// values and exceptions (a value dropped by Model::replace, a variant applied)
// goes here, never to stdout. By default it writes "warning: ..." lines to
// stderr at level warn; a program may install its own logger.
#include <memory>

#include <spdlog/logger.h>

namespace acausal {

/// The current logger (thread-safe; spdlog loggers serialise their sinks).
std::shared_ptr<spdlog::logger> logger();
/// Replaces the logger (e.g. by one with a file sink, or a lower level).
void set_logger(std::shared_ptr<spdlog::logger> logger);

}  // namespace acausal
