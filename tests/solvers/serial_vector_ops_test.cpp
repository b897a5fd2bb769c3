// The compiled serial vector operations give bit for bit what the SUNDIALS
// library's serial operations give, special coefficients and aliasing
// included, and clones carry them.
#include "solvers/ida/serial_vector_ops.hpp"

#include <nvector/nvector_serial.h>

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <random>
#include <vector>

#include "solvers/ida/sundials_handles.hpp"

namespace acausal::solvers::ida {
namespace {

constexpr std::int64_t kLength = 37;  // odd: no vector width divides it

class SerialVectorOps : public ::testing::Test {
 protected:
  SerialVectorOps() : context_(make_context()) {
    for (VectorHandle& v : vectors_) v = make_serial_vector(kLength, context_.get());
    fill();
  }

  // Fixed-seed values in every vector.
  void fill() {
    std::mt19937 random(15);
    std::uniform_real_distribution<double> value(-3.0, 3.0);
    for (VectorHandle& v : vectors_)
      for (double& x : vector_span(v.get())) x = value(random);
    // A zero, an exact tie and values at +-1.5 and +-0.5 for the tests and masks.
    vector_span(vectors_[1].get())[3] = 0.0;
    vector_span(vectors_[1].get())[4] = 0.0;
    vector_span(vectors_[2].get())[5] = 2.0;
    vector_span(vectors_[2].get())[6] = -1.0;
    vector_span(vectors_[2].get())[7] = 0.0;
    vector_span(vectors_[2].get())[8] = 1.0;
  }

  // A plain library vector holding the same values as vectors_[k].
  N_Vector library_copy(int k) {
    N_Vector v = N_VNew_Serial(kLength, context_.get());
    std::memcpy(N_VGetArrayPointer(v), N_VGetArrayPointer(vectors_[k].get()),
                sizeof(double) * kLength);
    library_.emplace_back(v);
    return v;
  }

  static bool same_bits(N_Vector a, N_Vector b) {
    return std::memcmp(N_VGetArrayPointer(a), N_VGetArrayPointer(b), sizeof(double) * kLength) == 0;
  }

  static bool same_bits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

  N_Vector ours(int k) { return vectors_[k].get(); }

  ContextHandle context_;
  VectorHandle vectors_[4];
  std::vector<VectorHandle> library_;
};

TEST_F(SerialVectorOps, LinearSumMatchesTheLibraryForEveryCoefficientCaseAndAliasing) {
  const double coefficients[] = {1.0, -1.0, 0.0, 0.3, -0.3, 2.5};
  for (double a : coefficients) {
    for (double b : coefficients) {
      for (int alias = 0; alias < 3; ++alias) {  // z separate, z = x, z = y
        fill();
        N_Vector x = ours(0), y = ours(1), z = ours(2);
        N_Vector lx = library_copy(0), ly = library_copy(1), lz = library_copy(2);
        if (alias == 1) z = x, lz = lx;
        if (alias == 2) z = y, lz = ly;
        N_VLinearSum(a, x, b, y, z);
        N_VLinearSum_Serial(a, lx, b, ly, lz);
        EXPECT_TRUE(same_bits(z, lz)) << "a = " << a << ", b = " << b << ", alias " << alias;
      }
    }
  }
}

TEST_F(SerialVectorOps, ElementwiseOperationsMatchTheLibrary) {
  N_Vector lx = library_copy(0), ly = library_copy(1), lz = library_copy(3);
  N_VProd(ours(0), ours(1), ours(3));
  N_VProd_Serial(lx, ly, lz);
  EXPECT_TRUE(same_bits(ours(3), lz));
  N_VDiv(ours(0), ours(2), ours(3));
  N_VDiv_Serial(lx, library_copy(2), lz);
  EXPECT_TRUE(same_bits(ours(3), lz));
  for (double c : {1.0, -1.0, 0.7}) {
    N_VScale(c, ours(0), ours(3));
    N_VScale_Serial(c, lx, lz);
    EXPECT_TRUE(same_bits(ours(3), lz)) << c;
  }
  N_VScale(0.7, ours(3), ours(3));  // in place
  N_VScale_Serial(0.7, lz, lz);
  EXPECT_TRUE(same_bits(ours(3), lz));
  N_VAbs(ours(0), ours(3));
  N_VAbs_Serial(lx, lz);
  EXPECT_TRUE(same_bits(ours(3), lz));
  N_VInv(ours(0), ours(3));
  N_VInv_Serial(lx, lz);
  EXPECT_TRUE(same_bits(ours(3), lz));
  N_VAddConst(ours(0), -0.25, ours(3));
  N_VAddConst_Serial(lx, -0.25, lz);
  EXPECT_TRUE(same_bits(ours(3), lz));
  N_VCompare(1.0, ours(0), ours(3));
  N_VCompare_Serial(1.0, lx, lz);
  EXPECT_TRUE(same_bits(ours(3), lz));
  N_VConst(4.0, ours(3));
  N_VConst_Serial(4.0, lz);
  EXPECT_TRUE(same_bits(ours(3), lz));
  // ours(1) has zeros: the test reports them and leaves those entries alone.
  EXPECT_EQ(N_VInvTest(ours(1), ours(3)), N_VInvTest_Serial(ly, lz));
  EXPECT_EQ(N_VInvTest(ours(1), ours(3)), SUNFALSE);
  EXPECT_TRUE(same_bits(ours(3), lz));
  // Constraints 2, -1, 0, 1 at entries 5..8 of ours(2), the rest arbitrary.
  EXPECT_EQ(N_VConstrMask(ours(2), ours(0), ours(3)),
            N_VConstrMask_Serial(library_copy(2), lx, lz));
  EXPECT_TRUE(same_bits(ours(3), lz));
}

TEST_F(SerialVectorOps, ReductionsMatchTheLibraryBitForBit) {
  N_Vector lx = library_copy(0), ly = library_copy(1), lw = library_copy(2);
  EXPECT_TRUE(same_bits(N_VDotProd(ours(0), ours(1)), N_VDotProd_Serial(lx, ly)));
  EXPECT_TRUE(same_bits(N_VMaxNorm(ours(0)), N_VMaxNorm_Serial(lx)));
  EXPECT_TRUE(same_bits(N_VWrmsNorm(ours(0), ours(2)), N_VWrmsNorm_Serial(lx, lw)));
  EXPECT_TRUE(
      same_bits(N_VWrmsNormMask(ours(0), ours(2), ours(1)), N_VWrmsNormMask_Serial(lx, lw, ly)));
  EXPECT_TRUE(same_bits(N_VMin(ours(0)), N_VMin_Serial(lx)));
  EXPECT_TRUE(same_bits(N_VWL2Norm(ours(0), ours(2)), N_VWL2Norm_Serial(lx, lw)));
  EXPECT_TRUE(same_bits(N_VL1Norm(ours(0)), N_VL1Norm_Serial(lx)));
  EXPECT_TRUE(same_bits(N_VMinQuotient(ours(0), ours(1)), N_VMinQuotient_Serial(lx, ly)));
  // A value that could be wrong: the norm of a known vector.
  N_VConst(3.0, ours(3));
  N_VConst(0.5, ours(2));
  EXPECT_DOUBLE_EQ(N_VWrmsNorm(ours(3), ours(2)), 1.5);
}

TEST_F(SerialVectorOps, ClonesCarryTheCompiledOperationsAndComposedOperationsAgree) {
  N_Vector clone = N_VClone(ours(0));
  EXPECT_EQ(clone->ops->nvlinearsum, ours(0)->ops->nvlinearsum);
  EXPECT_NE(clone->ops->nvlinearsum, library_copy(0)->ops->nvlinearsum);
  // N_VLinearCombination is composed by SUNDIALS from scale and linear sum.
  double c[3] = {0.5, -1.0, 2.0};
  N_Vector xs[3] = {ours(0), ours(1), ours(2)};
  N_Vector ls[3] = {library_copy(0), library_copy(1), library_copy(2)};
  N_Vector lz = library_copy(3);
  ASSERT_EQ(N_VLinearCombination(3, c, xs, clone), 0);
  ASSERT_EQ(N_VLinearCombination(3, c, ls, lz), 0);
  EXPECT_TRUE(same_bits(clone, lz));
  N_VDestroy(clone);
}

}  // namespace
}  // namespace acausal::solvers::ida
