#include "components/multibody/symbolic_vector.hpp"

namespace acausal::multibody {

Mat3 rotation_transpose(const Vector3d& u, const Expr& q) {
  // E = cos q I + (1 - cos q) u uᵀ - sin q [u]×, written as k_c cos q + k_0 + k_s sin q.
  const Expr c = cos(q), s = sin(q);
  const Matrix3d skew{{{0, -u[2], u[1]}, {u[2], 0, -u[0]}, {-u[1], u[0], 0}}};
  Mat3 e;
  for (std::size_t i = 0; i < 3; ++i)
    for (std::size_t j = 0; j < 3; ++j) {
      const double uu = u[i] * u[j];
      const double kc = (i == j ? 1.0 : 0.0) - uu, k0 = uu, ks = -skew[i][j];
      Expr entry = 0.0;
      if (kc != 0) entry = entry + kc * c;
      if (k0 != 0) entry = entry + Expr(k0);
      if (ks != 0) entry = entry + ks * s;
      e[i][j] = entry;
    }
  return e;
}

}  // namespace acausal::multibody
