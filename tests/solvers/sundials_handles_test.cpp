#include "solvers/ida/sundials_handles.hpp"

#include <gtest/gtest.h>

#include <utility>

namespace acausal::solvers::ida {
namespace {

TEST(SundialsHandles, MoveTransfersOwnershipAndEmptiesTheSource) {
  ContextHandle context = make_context();
  VectorHandle first = make_serial_vector(5, context.get());
  N_Vector raw = first.get();
  VectorHandle second = std::move(first);
  EXPECT_FALSE(first);  // NOLINT(bugprone-use-after-move): checking the moved-from state
  EXPECT_EQ(second.get(), raw);

  VectorHandle third = make_serial_vector(2, context.get());
  third = std::move(second);  // frees the 2-vector; ASan reports a leak otherwise
  EXPECT_EQ(third.get(), raw);
  third.reset();
  EXPECT_FALSE(third);
}

TEST(SundialsHandles, VectorSpanCoversTheWholeVector) {
  ContextHandle context = make_context();
  VectorHandle vector = make_serial_vector(4, context.get());
  N_VConst(2.5, vector.get());
  const std::span<double> data = vector_span(vector.get());
  ASSERT_EQ(data.size(), 4u);
  data[3] = -1.0;
  EXPECT_EQ(N_VMin(vector.get()), -1.0);
  EXPECT_EQ(N_VMaxNorm(vector.get()), 2.5);
}

TEST(SundialsHandles, SolversAndIdaMemoryAreCreatedAndFreed) {
  ContextHandle context = make_context();
  VectorHandle vector = make_serial_vector(3, context.get());
  MatrixHandle dense = make_dense_matrix(3, context.get());
  LinearSolverHandle dense_solver = make_dense_solver(vector.get(), dense.get(), context.get());
  MatrixHandle sparse = make_sparse_matrix(3, 0, context.get());  // room for one entry at least
  LinearSolverHandle klu = make_klu_solver(vector.get(), sparse.get(), context.get());
  IdaMemoryHandle memory = make_ida_memory(context.get());
  EXPECT_TRUE(dense_solver);
  EXPECT_TRUE(klu);
  EXPECT_TRUE(memory);
}

TEST(SundialsHandles, FlagNamesAreSpelledOut) {
  EXPECT_EQ(ida_flag_name(IDA_ERR_FAIL), "IDA_ERR_FAIL");
  EXPECT_EQ(ida_flag_name(IDA_CONV_FAIL), "IDA_CONV_FAIL");
  EXPECT_EQ(ida_linear_flag_name(IDALS_MEM_FAIL), "IDALS_MEM_FAIL");
}

}  // namespace
}  // namespace acausal::solvers::ida
