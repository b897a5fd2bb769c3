#pragma once
// Prototype analog low-pass filters with a cut-off of 1 rad/s (MSL
// Blocks.Continuous.Internal.Filter.base), as products of first order
// factors (den1 p + 1) and second order factors (den2[0] p^2 + den2[1] p + 1).
#include <array>
#include <vector>

namespace acausal::blocks {

/// MSL Blocks.Types.AnalogFilter.
enum class AnalogFilter { CriticalDamping, Bessel, Butterworth, ChebyshevI };

struct FilterPrototype {
  std::vector<double> den1;                 // real poles: den1 p + 1
  std::vector<std::array<double, 2>> den2;  // complex pairs: den2[0] p^2 + den2[1] p + 1
  /// Bessel only: 1 / w0, w0 the -3 dB frequency of the unnormalised filter.
  double alpha = 1.0;
};

/// The normalised Bessel filter of the given order (1..20): the denominator
/// factors of H(p') = Bn(0) / Bn(w0 p'), w0 where |H(j w0)| = 10^(-3/20),
/// computed from the Bessel polynomial Bn(p) = sum (2n-k)! / ((n-k)! k!
/// 2^(n-k)) p^k: w0 by bisection, the roots in extended precision. The
/// complex pairs are ordered by decreasing den2[1] (as MSL tabulates them).
FilterPrototype bessel_prototype(int order);

/// The base filter of MSL's Filter block: CriticalDamping (n equal real
/// poles; normalised with alpha = sqrt(10^(3/(10 n)) - 1)), Bessel (above;
/// unnormalised: scaled back by alpha), Butterworth (always -3 dB at 1 rad/s),
/// ChebyshevI with pass band ripple A_ripple [dB] (normalised to -3 dB at
/// 1 rad/s by solving for the frequency factor).
FilterPrototype filter_prototype(AnalogFilter type, int order, bool normalized,
                                 double A_ripple = 0.5);

/// The frequency factor alpha for which |H(j alpha)| = 10^(-3/20) (MSL
/// Filter.Utilities.normalizationFactor), solved to round-off.
double normalization_factor(const FilterPrototype& p);

}  // namespace acausal::blocks
