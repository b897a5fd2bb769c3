// The compiled dense matrix operations give bit for bit what the SUNDIALS
// library's dense operations give, and clones (CVODE's saved Jacobian) carry
// them.
#include "solvers/ida/dense_matrix_ops.hpp"

#include <sunmatrix/sunmatrix_dense.h>

#include <gtest/gtest.h>

#include <cstring>
#include <random>

#include "solvers/ida/sundials_handles.hpp"

namespace acausal::solvers::ida {
namespace {

constexpr sunindextype kSize = 7;

void fill(SUNMatrix m, unsigned seed) {
  std::mt19937 random(seed);
  std::uniform_real_distribution<double> value(-3.0, 3.0);
  for (sunindextype k = 0; k < SM_LDATA_D(m); ++k) SM_DATA_D(m)[k] = value(random);
}

bool same_bits(SUNMatrix a, SUNMatrix b) {
  return SM_LDATA_D(a) == SM_LDATA_D(b) &&
         std::memcmp(SM_DATA_D(a), SM_DATA_D(b), sizeof(double) * SM_LDATA_D(a)) == 0;
}

TEST(DenseMatrixOps, CopyScaleAddIdentityAndZeroGiveTheLibrarysBits) {
  const ContextHandle context = make_context();
  const MatrixHandle ours = make_dense_matrix(kSize, context.get());
  const MatrixHandle library(SUNDenseMatrix(kSize, kSize, context.get()));
  // Ours are installed, the library's are not.
  ASSERT_NE(ours.get()->ops->scaleaddi, library.get()->ops->scaleaddi);
  ASSERT_NE(ours.get()->ops->copy, library.get()->ops->copy);

  for (const double c : {-0.37, 1.0, -1.0, 0.0, 1e-300}) {
    fill(ours.get(), 3);
    fill(library.get(), 3);
    ASSERT_EQ(SUNMatScaleAddI(c, ours.get()), SUNMAT_SUCCESS);
    ASSERT_EQ(SUNMatScaleAddI(c, library.get()), SUNMAT_SUCCESS);
    EXPECT_TRUE(same_bits(ours.get(), library.get())) << c;
    if (c == 0.0) {  // the identity
      EXPECT_EQ(SM_ELEMENT_D(ours.get(), 2, 2), 1.0);
      EXPECT_EQ(SM_ELEMENT_D(ours.get(), 2, 3), 0.0);
    }
  }

  // A clone carries the compiled operations: CVODE copies its saved
  // Jacobian with the saved matrix's copy.
  const MatrixHandle saved(SUNMatClone(ours.get()));
  ASSERT_NE(saved.get(), nullptr);
  EXPECT_EQ(saved.get()->ops->copy, ours.get()->ops->copy);
  fill(saved.get(), 9);
  ASSERT_EQ(SUNMatCopy(saved.get(), ours.get()), SUNMAT_SUCCESS);
  EXPECT_TRUE(same_bits(saved.get(), ours.get()));
  EXPECT_EQ(SM_ELEMENT_D(ours.get(), 4, 1), SM_ELEMENT_D(saved.get(), 4, 1));

  ASSERT_EQ(SUNMatZero(ours.get()), SUNMAT_SUCCESS);
  for (sunindextype k = 0; k < SM_LDATA_D(ours.get()); ++k)
    EXPECT_EQ(SM_DATA_D(ours.get())[k], 0.0);

  // Matrices of another shape are refused, as by the library.
  const MatrixHandle other = make_dense_matrix(kSize + 1, context.get());
  EXPECT_EQ(SUNMatCopy(ours.get(), other.get()), SUNMAT_ILL_INPUT);
}

}  // namespace
}  // namespace acausal::solvers::ida
