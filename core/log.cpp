#include "core/log.hpp"

#include <mutex>

#include <spdlog/sinks/stdout_sinks.h>

namespace acausal {
namespace {

std::mutex& logger_mutex() {
  static std::mutex mutex;
  return mutex;
}

std::shared_ptr<spdlog::logger>& current() {
  static std::shared_ptr<spdlog::logger> logger = [] {
    auto l = std::make_shared<spdlog::logger>("acausal",
                                              std::make_shared<spdlog::sinks::stderr_sink_mt>());
    l->set_pattern("%l: %v");
    l->set_level(spdlog::level::warn);
    return l;
  }();
  return logger;
}

}  // namespace

std::shared_ptr<spdlog::logger> logger() {
  std::lock_guard lock(logger_mutex());
  return current();
}

void set_logger(std::shared_ptr<spdlog::logger> logger) {
  std::lock_guard lock(logger_mutex());
  current() = std::move(logger);
}

}  // namespace acausal
