#include "solvers/step_limit.hpp"

#include <cmath>
#include <limits>

#include <fmt/format.h>

#include "core/errors.hpp"

namespace acausal::solvers {

MaxStep choose_max_step(double given, double t_start, double t_stop,
                        std::span<const double> time_scales,
                        std::span<const std::string> scale_names) {
  if (std::isnan(given) || given < 0.0)
    throw ModelError(fmt::format(
        "max_step = {}: give the largest step in seconds (> 0), or 0 for the automatic choice "
        "from the run length and the sources' time scales",
        given));
  if (given > 0.0) return MaxStep{given, "max_step given", false};
  MaxStep chosen{std::numeric_limits<double>::infinity(), "", true};
  auto consider = [&](double seconds, const std::string& source) {
    if (std::isfinite(seconds) && seconds > 0.0 && seconds < chosen.seconds)
      chosen = MaxStep{seconds, source, true};
  };
  consider((t_stop - t_start) * kRunFractionPerStep, "run length / 50");
  for (std::size_t k = 0; k < time_scales.size(); ++k)
    consider(time_scales[k], k < scale_names.size() ? scale_names[k] : "a time scale");
  return chosen;
}

}  // namespace acausal::solvers
