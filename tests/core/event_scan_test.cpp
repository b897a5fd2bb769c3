// EventLowering::may_hold_events: the scan that lets rewrite() return plain
// equations unchanged. A false "no" would drop a relation's event silently,
// so every operation rewrite() acts on must answer yes.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "core/compile/events.hpp"
#include "core/expr/expr.hpp"
#include "core/expr/print.hpp"

namespace acausal {
namespace {

TEST(EventScan, PlainArithmeticOfUnknownsParametersAndTimeHasNoEvents) {
  const Expr x = Expr::variable("x"), y = Expr::variable("y"), k = Expr::parameter("k");
  EXPECT_FALSE(EventLowering::may_hold_events(x));
  EXPECT_FALSE(EventLowering::may_hold_events(k * der(x) + sin(y) / (1.0 + Expr::time())));
  EXPECT_FALSE(EventLowering::may_hold_events(-(x - y) * exp(k)));
}

TEST(EventScan, EveryOperationRewriteActsOnIsFoundInsideArithmetic) {
  const Expr x = Expr::variable("x"), y = Expr::variable("y");
  const Expr d = Expr::discrete("mode");
  const std::vector<Expr> inner = {abs(x),
                                   sign(x),
                                   min(x, y),
                                   max(x, y),
                                   x < y,
                                   x <= y,
                                   (x < y) && (y < 1.0),
                                   !(x < y),
                                   d,
                                   pre(d),
                                   no_event(x < y),
                                   sample(0.0, 0.1),
                                   equal(d, 1.0),
                                   not_equal(d, 2.0)};
  for (const Expr& e : inner) {
    // Buried under arithmetic, as in an equation.
    const Expr equation = 2.0 * x + y * if_else(e, x, y) - 1.0;
    EXPECT_TRUE(EventLowering::may_hold_events(equation)) << "missed in " << to_string(equation);
  }
}

TEST(EventScan, ALargeExpressionIsLeftToTheFullRewrite) {
  // Beyond the scan's budget the answer is "may", never a guess.
  Expr sum = Expr::variable("x0");
  for (int i = 1; i < 400; ++i) sum = sum + Expr::variable("x" + std::to_string(i));
  EXPECT_TRUE(EventLowering::may_hold_events(sum));
}

TEST(EventScan, TheExactScanAnswersLargeSharedExpressionsAndFindsEveryOperation) {
  // holds_events: exact where may_hold_events gives up, and shared between
  // roots (a mechanism's equations share one large DAG).
  const FlatSystem system;
  EventLowering events(system);
  Expr shared = Expr::variable("x0");
  for (int i = 1; i < 400; ++i) shared = shared * 1.5 + Expr::variable("x" + std::to_string(i));
  const Expr x = Expr::variable("x"), y = Expr::variable("y");
  EXPECT_FALSE(events.holds_events(shared));
  EXPECT_FALSE(events.holds_events(shared - der(x)));  // der(x) is a leaf, answered after memo hits
  EXPECT_FALSE(events.holds_events(sin(shared) * shared));
  const std::vector<Expr> inner = {abs(x),
                                   sign(x),
                                   min(x, y),
                                   max(x, y),
                                   x < y,
                                   x >= y,
                                   !(x < y),
                                   (x < y) || (y < x),
                                   pre(Expr::discrete("d")),
                                   no_event(x > y),
                                   sample(0.0, 0.1),
                                   equal(Expr::discrete("m"), 1.0)};
  for (const Expr& e : inner) {
    const Expr equation = shared + y * if_else(e, x, y);
    EXPECT_TRUE(events.holds_events(equation)) << "missed in " << to_string(e);
  }
}

}  // namespace
}  // namespace acausal
