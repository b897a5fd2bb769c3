#include "solvers/ida/serial_vector_ops.hpp"

#include <nvector/nvector_serial.h>

#include <cmath>
#include <cstddef>

namespace acausal::solvers::ida {
namespace {

// The operations follow the serial vector's definitions in the SUNDIALS
// documentation (Hindmarsh et al., SUNDIALS user guide, "NVECTOR_SERIAL");
// where the library treats a coefficient of 1, -1 or a == +-b specially, so
// do these, since c (x + y) and c x + c y round differently.

std::size_t length(N_Vector v) {
  return static_cast<std::size_t>(NV_LENGTH_S(v));
}

double* data(N_Vector v) {
  return NV_DATA_S(v);
}

void linear_sum(double a, N_Vector x, double b, N_Vector y, N_Vector z) {
  const std::size_t n = length(x);
  const double* xd = data(x);
  const double* yd = data(y);
  double* zd = data(z);
  if (b == 1.0 && z == y) {  // y += a x
    if (a == 1.0) {
      for (std::size_t i = 0; i < n; ++i) zd[i] += xd[i];
    } else if (a == -1.0) {
      for (std::size_t i = 0; i < n; ++i) zd[i] -= xd[i];
    } else {
      for (std::size_t i = 0; i < n; ++i) zd[i] += a * xd[i];
    }
    return;
  }
  if (a == 1.0 && z == x) {  // x += b y
    if (b == 1.0) {
      for (std::size_t i = 0; i < n; ++i) zd[i] += yd[i];
    } else if (b == -1.0) {
      for (std::size_t i = 0; i < n; ++i) zd[i] -= yd[i];
    } else {
      for (std::size_t i = 0; i < n; ++i) zd[i] += b * yd[i];
    }
    return;
  }
  if (a == 1.0 && b == 1.0) {
    for (std::size_t i = 0; i < n; ++i) zd[i] = xd[i] + yd[i];
    return;
  }
  if (a == 1.0 && b == -1.0) {
    for (std::size_t i = 0; i < n; ++i) zd[i] = xd[i] - yd[i];
    return;
  }
  if (a == -1.0 && b == 1.0) {
    for (std::size_t i = 0; i < n; ++i) zd[i] = yd[i] - xd[i];
    return;
  }
  if (a == 1.0 || b == 1.0) {  // z = c v1 + v2
    const double c = a == 1.0 ? b : a;
    const double* v1 = a == 1.0 ? yd : xd;
    const double* v2 = a == 1.0 ? xd : yd;
    for (std::size_t i = 0; i < n; ++i) zd[i] = c * v1[i] + v2[i];
    return;
  }
  if (a == -1.0 || b == -1.0) {  // z = c v1 - v2
    const double c = a == -1.0 ? b : a;
    const double* v1 = a == -1.0 ? yd : xd;
    const double* v2 = a == -1.0 ? xd : yd;
    for (std::size_t i = 0; i < n; ++i) zd[i] = c * v1[i] - v2[i];
    return;
  }
  if (a == b) {
    for (std::size_t i = 0; i < n; ++i) zd[i] = a * (xd[i] + yd[i]);
    return;
  }
  if (a == -b) {
    for (std::size_t i = 0; i < n; ++i) zd[i] = a * (xd[i] - yd[i]);
    return;
  }
  for (std::size_t i = 0; i < n; ++i) zd[i] = a * xd[i] + b * yd[i];
}

void constant(double c, N_Vector z) {
  const std::size_t n = length(z);
  double* zd = data(z);
  for (std::size_t i = 0; i < n; ++i) zd[i] = c;
}

void product(N_Vector x, N_Vector y, N_Vector z) {
  const std::size_t n = length(x);
  const double* xd = data(x);
  const double* yd = data(y);
  double* zd = data(z);
  for (std::size_t i = 0; i < n; ++i) zd[i] = xd[i] * yd[i];
}

void divide(N_Vector x, N_Vector y, N_Vector z) {
  const std::size_t n = length(x);
  const double* xd = data(x);
  const double* yd = data(y);
  double* zd = data(z);
  for (std::size_t i = 0; i < n; ++i) zd[i] = xd[i] / yd[i];
}

void scale(double c, N_Vector x, N_Vector z) {
  const std::size_t n = length(x);
  const double* xd = data(x);
  double* zd = data(z);
  if (z == x) {
    for (std::size_t i = 0; i < n; ++i) zd[i] *= c;
  } else if (c == 1.0) {
    for (std::size_t i = 0; i < n; ++i) zd[i] = xd[i];
  } else if (c == -1.0) {
    for (std::size_t i = 0; i < n; ++i) zd[i] = -xd[i];
  } else {
    for (std::size_t i = 0; i < n; ++i) zd[i] = c * xd[i];
  }
}

void absolute(N_Vector x, N_Vector z) {
  const std::size_t n = length(x);
  const double* xd = data(x);
  double* zd = data(z);
  for (std::size_t i = 0; i < n; ++i) zd[i] = std::fabs(xd[i]);
}

void inverse(N_Vector x, N_Vector z) {
  const std::size_t n = length(x);
  const double* xd = data(x);
  double* zd = data(z);
  for (std::size_t i = 0; i < n; ++i) zd[i] = 1.0 / xd[i];
}

void add_constant(N_Vector x, double b, N_Vector z) {
  const std::size_t n = length(x);
  const double* xd = data(x);
  double* zd = data(z);
  for (std::size_t i = 0; i < n; ++i) zd[i] = xd[i] + b;
}

double dot_product(N_Vector x, N_Vector y) {
  const std::size_t n = length(x);
  const double* xd = data(x);
  const double* yd = data(y);
  double sum = 0.0;
  for (std::size_t i = 0; i < n; ++i) sum += xd[i] * yd[i];
  return sum;
}

double max_norm(N_Vector x) {
  const std::size_t n = length(x);
  const double* xd = data(x);
  double max = 0.0;
  for (std::size_t i = 0; i < n; ++i)
    if (std::fabs(xd[i]) > max) max = std::fabs(xd[i]);
  return max;
}

double weighted_square_sum(N_Vector x, N_Vector w) {
  const std::size_t n = length(x);
  const double* xd = data(x);
  const double* wd = data(w);
  double sum = 0.0;
  for (std::size_t i = 0; i < n; ++i) {
    const double p = xd[i] * wd[i];
    sum += p * p;
  }
  return sum;
}

double weighted_square_sum_masked(N_Vector x, N_Vector w, N_Vector id) {
  const std::size_t n = length(x);
  const double* xd = data(x);
  const double* wd = data(w);
  const double* idd = data(id);
  double sum = 0.0;
  for (std::size_t i = 0; i < n; ++i) {
    if (idd[i] > 0.0) {
      const double p = xd[i] * wd[i];
      sum += p * p;
    }
  }
  return sum;
}

double wrms_norm(N_Vector x, N_Vector w) {
  return std::sqrt(weighted_square_sum(x, w) / static_cast<double>(NV_LENGTH_S(x)));
}

double wrms_norm_masked(N_Vector x, N_Vector w, N_Vector id) {
  return std::sqrt(weighted_square_sum_masked(x, w, id) / static_cast<double>(NV_LENGTH_S(x)));
}

double minimum(N_Vector x) {
  const std::size_t n = length(x);
  const double* xd = data(x);
  double min = xd[0];
  for (std::size_t i = 1; i < n; ++i)
    if (xd[i] < min) min = xd[i];
  return min;
}

double weighted_l2_norm(N_Vector x, N_Vector w) {
  return std::sqrt(weighted_square_sum(x, w));
}

double l1_norm(N_Vector x) {
  const std::size_t n = length(x);
  const double* xd = data(x);
  double sum = 0.0;
  for (std::size_t i = 0; i < n; ++i) sum += std::fabs(xd[i]);
  return sum;
}

void compare(double c, N_Vector x, N_Vector z) {
  const std::size_t n = length(x);
  const double* xd = data(x);
  double* zd = data(z);
  for (std::size_t i = 0; i < n; ++i) zd[i] = std::fabs(xd[i]) >= c ? 1.0 : 0.0;
}

sunbooleantype inverse_test(N_Vector x, N_Vector z) {
  const std::size_t n = length(x);
  const double* xd = data(x);
  double* zd = data(z);
  sunbooleantype no_zero = SUNTRUE;
  for (std::size_t i = 0; i < n; ++i) {
    if (xd[i] == 0.0)
      no_zero = SUNFALSE;
    else
      zd[i] = 1.0 / xd[i];
  }
  return no_zero;
}

sunbooleantype constraint_mask(N_Vector c, N_Vector x, N_Vector m) {
  const std::size_t n = length(x);
  const double* cd = data(c);
  const double* xd = data(x);
  double* md = data(m);
  bool violated = false;
  for (std::size_t i = 0; i < n; ++i) {
    md[i] = 0.0;
    if (cd[i] == 0.0) continue;
    // |c| = 2: x > 0 (x < 0 for -2); |c| = 1: x >= 0 (x <= 0 for -1).
    if ((std::fabs(cd[i]) > 1.5 && xd[i] * cd[i] <= 0.0) ||
        (std::fabs(cd[i]) > 0.5 && xd[i] * cd[i] < 0.0)) {
      md[i] = 1.0;
      violated = true;
    }
  }
  return violated ? SUNFALSE : SUNTRUE;
}

double min_quotient(N_Vector num, N_Vector denom) {
  const std::size_t n = length(num);
  const double* nd = data(num);
  const double* dd = data(denom);
  bool first = true;
  double min = SUN_BIG_REAL;
  for (std::size_t i = 0; i < n; ++i) {
    if (dd[i] == 0.0) continue;
    const double q = nd[i] / dd[i];
    if (first) {
      min = q;
      first = false;
    } else if (q < min) {
      min = q;
    }
  }
  return min;
}

}  // namespace

void use_compiled_serial_ops(N_Vector vector) {
  N_Vector_Ops ops = vector->ops;
  ops->nvlinearsum = linear_sum;
  ops->nvconst = constant;
  ops->nvprod = product;
  ops->nvdiv = divide;
  ops->nvscale = scale;
  ops->nvabs = absolute;
  ops->nvinv = inverse;
  ops->nvaddconst = add_constant;
  ops->nvdotprod = dot_product;
  ops->nvmaxnorm = max_norm;
  ops->nvwrmsnormmask = wrms_norm_masked;
  ops->nvwrmsnorm = wrms_norm;
  ops->nvmin = minimum;
  ops->nvwl2norm = weighted_l2_norm;
  ops->nvl1norm = l1_norm;
  ops->nvcompare = compare;
  ops->nvinvtest = inverse_test;
  ops->nvconstrmask = constraint_mask;
  ops->nvminquotient = min_quotient;
  ops->nvdotprodlocal = dot_product;
  ops->nvmaxnormlocal = max_norm;
  ops->nvminlocal = minimum;
  ops->nvl1normlocal = l1_norm;
  ops->nvinvtestlocal = inverse_test;
  ops->nvconstrmasklocal = constraint_mask;
  ops->nvminquotientlocal = min_quotient;
  ops->nvwsqrsumlocal = weighted_square_sum;
  ops->nvwsqrsummasklocal = weighted_square_sum_masked;
}

}  // namespace acausal::solvers::ida
