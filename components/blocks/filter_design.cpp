#include "components/blocks/filter_design.hpp"

#include <algorithm>
#include <cmath>
#include <complex>
#include <numbers>

#include <fmt/format.h>

#include "core/errors.hpp"

namespace acausal::blocks {
namespace {

using Complex = std::complex<long double>;

// |H(j w)|^2 of the prototype: 1 / prod |factor(j w)|^2.
long double amplitude2(const FilterPrototype& p, long double w) {
  long double a2 = 1.0L;
  const long double w2 = w * w;
  for (double c : p.den1) a2 *= 1.0L + c * c * w2;
  for (const auto& c : p.den2) {
    const long double re = 1.0L - c[0] * w2, im = c[1] * w;
    a2 *= re * re + im * im;
  }
  return 1.0L / a2;
}

// Bisection on a monotone decreasing function of w for f(w) = target.
template <class F>
long double bisect_decreasing(F f, long double target) {
  long double lo = 0.0L, hi = 1.0L;
  while (f(hi) > target) hi *= 2.0L;
  for (int i = 0; i < 200 && hi - lo > 1e-19L * hi; ++i) {
    const long double mid = 0.5L * (lo + hi);
    (f(mid) > target ? lo : hi) = mid;
  }
  return 0.5L * (lo + hi);
}

// Roots of sum c[k] p^k (c[n] != 0) by the Aberth-Ehrlich iteration.
std::vector<Complex> polynomial_roots(const std::vector<long double>& c) {
  const std::size_t n = c.size() - 1;
  auto eval = [&](Complex z, Complex& dp) {
    Complex v = c[n];
    dp = 0.0L;
    for (std::size_t k = n; k-- > 0;) {
      dp = dp * z + v;
      v = v * z + c[k];
    }
    return v;
  };
  // Start on a circle of the roots' mean modulus, off the real axis.
  const long double radius = std::pow(std::abs(c[0] / c[n]), 1.0L / static_cast<long double>(n));
  std::vector<Complex> z(n);
  for (std::size_t k = 0; k < n; ++k)
    z[k] =
        std::polar(radius, 2.0L * std::numbers::pi_v<long double> *
                               (static_cast<long double>(k) + 0.25L) / static_cast<long double>(n));
  for (int it = 0; it < 500; ++it) {
    long double change = 0.0L;
    for (std::size_t k = 0; k < n; ++k) {
      Complex dp;
      const Complex v = eval(z[k], dp);
      const Complex ratio = v / dp;
      Complex sum = 0.0L;
      for (std::size_t j = 0; j < n; ++j)
        if (j != k) sum += 1.0L / (z[k] - z[j]);
      const Complex step = ratio / (1.0L - ratio * sum);
      z[k] -= step;
      change = std::max(change, std::abs(step) / std::max(1.0L, std::abs(z[k])));
    }
    if (change < 1e-18L) break;
  }
  return z;
}

}  // namespace

FilterPrototype bessel_prototype(int order) {
  if (order < 1 || order > 20)
    throw ModelError(fmt::format("Bessel filter of order {}: orders 1..20 are supported", order));
  const int n = order;
  // Bessel polynomial coefficients (2n-k)! / ((n-k)! k! 2^(n-k)), built by ratios.
  std::vector<long double> c(static_cast<std::size_t>(n) + 1);
  long double ck = 1.0L;  // k = n: (n)! / (0! n! 1) = 1
  c[static_cast<std::size_t>(n)] = ck;
  for (int k = n; k > 0; --k) {
    // c_{k-1} / c_k = (2n-k+1) k / (2 (n-k+1))
    ck *= static_cast<long double>(2 * n - k + 1) * k / (2.0L * (n - k + 1));
    c[static_cast<std::size_t>(k) - 1] = ck;
  }
  // Normalised to Bn(0) = 1.
  const long double b0 = c.front();
  for (auto& v : c) v /= b0;
  auto gain2 = [&](long double w) {
    Complex b = 0.0L, jw(0.0L, w), power = 1.0L;
    for (long double v : c) {
      b += v * power;
      power *= jw;
    }
    return 1.0L / std::norm(b);
  };
  const long double w0 = bisect_decreasing(gain2, std::pow(10.0L, -0.3L));
  // Polynomial in p' = p / w0: coefficients c_k w0^k.
  std::vector<long double> scaled(c.size());
  long double power = 1.0L;
  for (std::size_t k = 0; k < c.size(); ++k, power *= w0) scaled[k] = c[k] * power;
  FilterPrototype p;
  p.alpha = static_cast<double>(1.0L / w0);
  for (const Complex& z : polynomial_roots(scaled)) {
    if (std::abs(z.imag()) < 1e-12L * std::abs(z)) {
      p.den1.push_back(static_cast<double>(-1.0L / z.real()));
    } else if (z.imag() > 0) {
      const long double m2 = std::norm(z);
      p.den2.push_back(
          {static_cast<double>(1.0L / m2), static_cast<double>(-2.0L * z.real() / m2)});
    }
  }
  std::sort(p.den2.begin(), p.den2.end(), [](const auto& a, const auto& b) { return a[1] > b[1]; });
  return p;
}

double normalization_factor(const FilterPrototype& p) {
  return static_cast<double>(
      bisect_decreasing([&](long double w) { return amplitude2(p, w); }, std::pow(10.0L, -0.3L)));
}

FilterPrototype filter_prototype(AnalogFilter type, int order, bool normalized, double A_ripple) {
  if (order < 1) throw ModelError(fmt::format("filter order {} must be >= 1", order));
  const double pi = std::numbers::pi;
  FilterPrototype p;
  switch (type) {
    case AnalogFilter::CriticalDamping: {
      const double alpha = normalized ? std::sqrt(std::pow(10.0, 3.0 / 10.0 / order) - 1.0) : 1.0;
      p.den1.assign(static_cast<std::size_t>(order), alpha);
      break;
    }
    case AnalogFilter::Bessel: {
      p = bessel_prototype(order);
      if (!normalized) {
        const double a = p.alpha;
        for (auto& c : p.den2) c = {c[0] * a * a, c[1] * a};
        for (auto& c : p.den1) c *= a;
      }
      break;
    }
    case AnalogFilter::Butterworth: {
      for (int i = 1; i <= order / 2; ++i)
        p.den2.push_back({1.0, -2.0 * std::cos(pi * (0.5 + (i - 0.5) / order))});
      if (order % 2 == 1) p.den1.push_back(1.0);
      break;
    }
    case AnalogFilter::ChebyshevI: {
      if (!(A_ripple > 0))
        throw ModelError(fmt::format("ChebyshevI filter: A_ripple = {} must be > 0", A_ripple));
      const double epsilon = std::sqrt(std::pow(10.0, A_ripple / 10.0) - 1.0);
      const double fac = std::asinh(1.0 / epsilon) / order;
      if (order % 2 == 1) p.den1.push_back(1.0 / std::sinh(fac));
      for (int i = 1; i <= order / 2; ++i) {
        const double angle = order % 2 == 0 ? (2 * i - 1) * pi / (2 * order) : i * pi / order;
        const double c = std::cos(angle);
        const double b = 1.0 / (std::cosh(fac) * std::cosh(fac) - c * c);
        p.den2.push_back({b, 2.0 * b * std::sinh(fac) * c});
      }
      if (normalized) {
        const double a = normalization_factor(p);
        for (auto& c : p.den2) c = {c[0] * a * a, c[1] * a};
        for (auto& c : p.den1) c *= a;
      }
      break;
    }
  }
  return p;
}

}  // namespace acausal::blocks
