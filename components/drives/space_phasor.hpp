#pragma once
// Space-phasor transforms of m-phase quantities, for doubles and for symbolic
// expressions alike (MSL Machines.SpacePhasors.Functions.ToSpacePhasor,
// FromSpacePhasor and Rotator). Amplitude-invariant scaling: a balanced set
// x_k = X*cos(wt - theta_k) has the phasor X*(cos wt, sin wt).
// Ref: Kovacs & Racz, Transient Phenomena in Electrical Machines, 1984.
#include <cmath>
#include <numbers>
#include <vector>

namespace acausal::drives {

/// theta_k = (k-1)*2*pi/m, the orientation of phase k (k = 1..m).
inline double phase_angle(std::size_t k0, std::size_t m) {
  return 2 * std::numbers::pi * static_cast<double>(k0) / static_cast<double>(m);
}

template <class T>
struct SpacePhasor {
  T alpha, beta, zero;  // real and imaginary part (stator frame), zero sequence
};

/// Clarke: (2/m)*sum x_k*(cos theta_k, sin theta_k) and zero = (1/m)*sum x_k.
template <class T>
SpacePhasor<T> to_space_phasor(const std::vector<T>& x) {
  using std::cos, std::sin;
  const std::size_t m = x.size();
  T alpha = T(0.0), beta = T(0.0), zero = T(0.0);
  for (std::size_t k = 0; k < m; ++k) {
    const double th = phase_angle(k, m);
    alpha = alpha + x[k] * (2.0 / static_cast<double>(m) * std::cos(th));
    beta = beta + x[k] * (2.0 / static_cast<double>(m) * std::sin(th));
    zero = zero + x[k] * (1.0 / static_cast<double>(m));
  }
  return {alpha, beta, zero};
}

/// Inverse Clarke: x_k = alpha*cos theta_k + beta*sin theta_k + zero (m >= 3).
template <class T>
std::vector<T> from_space_phasor(const SpacePhasor<T>& s, std::size_t m) {
  std::vector<T> x;
  for (std::size_t k = 0; k < m; ++k) {
    const double th = phase_angle(k, m);
    x.push_back(s.alpha * std::cos(th) + s.beta * std::sin(th) + s.zero);
  }
  return x;
}

template <class T>
struct Dq {
  T d, q;
};

/// Park: the phasor seen from a frame turned by angle (rotor frame), R(-angle)*(alpha, beta).
template <class T, class A>
Dq<T> park(const T& alpha, const T& beta, const A& angle) {
  using std::cos, std::sin;
  return {alpha * cos(angle) + beta * sin(angle), beta * cos(angle) - alpha * sin(angle)};
}

/// Inverse Park: R(angle)*(d, q), back to the stator frame; returns (alpha, beta).
template <class T, class A>
Dq<T> inverse_park(const T& d, const T& q, const A& angle) {
  using std::cos, std::sin;
  return {d * cos(angle) - q * sin(angle), d * sin(angle) + q * cos(angle)};
}

}  // namespace acausal::drives
