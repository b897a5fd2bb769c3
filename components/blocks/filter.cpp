#include "components/blocks/filter.hpp"

#include <cmath>
#include <numbers>

#include <fmt/format.h>

#include "core/errors.hpp"

namespace acausal::blocks {
namespace {

// The MSL Init options on states x with der(x) known and output y.
void initialise(Component& c, Init init, const std::vector<Expr>& x,
                const std::vector<double>& x_start, const Expr& y, double y_start) {
  switch (init) {
    case Init::NoInit:
      break;
    case Init::SteadyState:
      for (const Expr& xi : x) c.initial_equation(der(xi), 0.0);
      break;
    case Init::InitialState:
      for (std::size_t i = 0; i < x.size(); ++i)
        c.initial_equation(x[i], x_start.empty() ? 0.0 : x_start[i]);
      break;
    case Init::InitialOutput:
      c.initial_equation(y, y_start);
      for (std::size_t i = 0; i + 1 < x.size(); ++i) c.initial_equation(der(x[i]), 0.0);
      break;
  }
}

}  // namespace

Filter::Filter(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")) {
  if (p.filterType == FilterType::BandPass || p.filterType == FilterType::BandStop)
    throw ModelError(fmt::format(
        "Filter '{}': band pass and band stop filters are not implemented yet; use LowPass or "
        "HighPass",
        path()));
  if (p.order < 1)
    throw ModelError(fmt::format("Filter '{}': order = {} must be >= 1. Set {}.order.", path(),
                                 p.order, path()));
  const FilterPrototype base = filter_prototype(p.analogFilter, p.order, p.normalized, p.A_ripple);
  const std::size_t nx = static_cast<std::size_t>(p.order);
  if (!p.x_start.empty() && p.x_start.size() != nx)
    throw ModelError(fmt::format("Filter '{}': x_start has {} values, the filter has {} states",
                                 path(), p.x_start.size(), nx));
  Expr f_cut = parameter("f_cut", p.f_cut, {"Hz", "cut-off frequency", ParameterCheck::Positive});
  Expr gain = parameter("gain", p.gain, {"1", "gain (amplitude at zero frequency)"});
  Expr u_nominal =
      parameter("u_nominal", p.u_nominal,
                {"", "nominal value of input (scales the states)", ParameterCheck::Positive});
  for (std::size_t i = 0; i < nx; ++i)
    x.push_back(
        variable(fmt::format("x[{}]", i + 1),
                 {.description = "filter state", .start = p.x_start.empty() ? 0.0 : p.x_start[i]}));
  const Expr w = 2 * std::numbers::pi * f_cut;
  const bool low = p.filterType == FilterType::LowPass;
  Expr uu = u.value / u_nominal;
  std::size_t k = 0;
  // Real poles: base factor (den1 p + 1), cr = 1/den1.
  for (double d : base.den1) {
    const double cr = 1.0 / d;
    const Expr r = low ? -w * cr : -w / cr;
    equation(der(x[k]), r * (x[k] - uu));
    uu = low ? x[k] : -x[k] + uu;
    ++k;
  }
  // Complex pairs: (den2[0] p^2 + den2[1] p + 1), c1 = den2[1]/den2[0], c0 = 1/den2[0].
  for (const auto& d : base.den2) {
    const double c1 = d[1] / d[0], c0 = 1.0 / d[0];
    // Transformed c0', c1' (low pass: w^2 c0, w c1; high pass: w^2/c0, w c1/c0) give
    // a = -c1'/2, b = sqrt(c0' - a^2), ku = c0'/b, all proportional to w.
    const double c0n = low ? c0 : 1.0 / c0, c1n = low ? c1 : c1 / c0;
    const double an = -c1n / 2, bn = std::sqrt(c0n - an * an), kun = c0n / bn;
    const Expr a = w * an, b = w * bn, ku = w * kun;
    equation(der(x[k]), a * x[k] - b * x[k + 1] + ku * uu);
    equation(der(x[k + 1]), b * x[k] + a * x[k + 1]);
    if (low) {
      uu = x[k + 1];
    } else {
      const double k1 = 2 * an / kun, ba2 = (bn / an) * (bn / an), k2 = (1 - ba2) / (1 + ba2);
      uu = k1 * x[k] + k2 * x[k + 1] + uu;
    }
    k += 2;
  }
  equation(y.value, gain * u_nominal * uu);
  initialise(*this, p.init, x, p.x_start, y.value, p.y_start);
}

CriticalDamping::CriticalDamping(ComponentContext ctx, Params p)
    : Component(std::move(ctx)),
      u(signal::declare_input(*this, "u")),
      y(signal::declare_output(*this, "y")) {
  if (p.n < 1)
    throw ModelError(
        fmt::format("CriticalDamping '{}': n = {} must be >= 1. Set {}.n.", path(), p.n, path()));
  if (!p.x_start.empty() && p.x_start.size() != static_cast<std::size_t>(p.n))
    throw ModelError(
        fmt::format("CriticalDamping '{}': x_start has {} values, the filter has {} states", path(),
                    p.x_start.size(), p.n));
  Expr f = parameter("f", p.f, {"Hz", "cut-off frequency", ParameterCheck::Positive});
  const double alpha = p.normalized ? std::sqrt(std::pow(2.0, 1.0 / p.n) - 1.0) : 1.0;
  const Expr w = 2 * std::numbers::pi * f / alpha;
  Expr input = u.value;
  for (int i = 0; i < p.n; ++i) {
    x.push_back(
        variable(fmt::format("x[{}]", i + 1),
                 {.description = "filter state",
                  .start = p.x_start.empty() ? 0.0 : p.x_start[static_cast<std::size_t>(i)]}));
    equation(der(x.back()), (input - x.back()) * w);
    input = x.back();
  }
  equation(y.value, x.back());
  initialise(*this, p.initType, x, p.x_start, y.value, p.y_start);
}

}  // namespace acausal::blocks
