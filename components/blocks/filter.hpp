#pragma once
#include <vector>

#include "components/blocks/continuous.hpp"
#include "components/blocks/filter_design.hpp"
#include "domains/signal.hpp"

namespace acausal::blocks {

/// MSL Blocks.Types.FilterType.
enum class FilterType { LowPass, HighPass, BandPass, BandStop };

struct FilterParams {
  AnalogFilter analogFilter = AnalogFilter::CriticalDamping;
  FilterType filterType = FilterType::LowPass;
  int order = 2;
  double f_cut = 1.0;      // Hz (MSL has no default)
  double gain = 1.0;       // amplitude of the frequency response at zero frequency
  double A_ripple = 0.5;   // dB, pass band ripple of the Chebyshev filter (> 0)
  double f_min = 0.0;      // Hz, lower band edge (band pass/stop)
  bool normalized = true;  // amplitude at f_cut = -3 dB
  Init init = Init::SteadyState;
  std::vector<double> x_start;  // empty: zeros
  double y_start = 0.0;
  double u_nominal = 1.0;  // scales the states
};

/// Continuous IIR filter, low or high pass, of type CriticalDamping, Bessel,
/// Butterworth or ChebyshevI (MSL Continuous.Filter), realised as MSL does:
/// real poles der(x) = r (x - uu), complex pairs der(x1) = a x1 - b x2 + ku uu,
/// der(x2) = b x1 + a x2, in series (uu[1] = u / u_nominal; low pass: uu of
/// the next stage x or x2, high pass: -x + uu or k1 x1 + k2 x2 + uu), y =
/// gain u_nominal uu[end]. The states x[1..order] are outputs as in MSL (real
/// poles first). The prototype is fixed at construction (filter_design.hpp);
/// r, a, b, ku scale with the tunable f_cut. BandPass and BandStop are not
/// implemented yet (ModelError).
class Filter : public Component {
 public:
  static constexpr const char* kTypeName = "Filter";
  using Params = FilterParams;
  Filter(ComponentContext ctx, Params p = Params());
  signal::RealSignal u, y;
  std::vector<Expr> x;
};

struct CriticalDampingParams {
  int n = 2;               // order
  double f = 1.0;          // Hz, cut-off frequency
  bool normalized = true;  // amplitude at f = -3 dB (1/sqrt(2))
  Init initType = Init::NoInit;
  std::vector<double> x_start;  // empty: zeros
  double y_start = 0.0;
};

/// n first order filters in series with one cut-off (MSL
/// Continuous.CriticalDamping): der(x[1]) = (u - x[1]) w, der(x[i]) =
/// (x[i-1] - x[i]) w, y = x[n], w = 2 pi f / alpha with alpha = sqrt(2^(1/n)
/// - 1) when normalized, so that |H(j 2 pi f)| = 1/sqrt(2) exactly. (Filter's
/// CriticalDamping uses sqrt(10^(3/(10 n)) - 1), -3 dB rounded: a 0.2 % lower
/// cut-off.)
class CriticalDamping : public Component {
 public:
  static constexpr const char* kTypeName = "CriticalDamping";
  using Params = CriticalDampingParams;
  CriticalDamping(ComponentContext ctx, Params p = Params());
  signal::RealSignal u, y;
  std::vector<Expr> x;
};

}  // namespace acausal::blocks
