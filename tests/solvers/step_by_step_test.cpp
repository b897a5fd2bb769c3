// Root finding of the explicit formulation's steppers (CVODE one step at a
// time, IDA on the state-space form): crossings at step ends and a crossing
// with its return inside one step, against closed forms.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "solvers/explicit/ode_stepper.hpp"

namespace acausal::solvers {
namespace {

// x' = 1 from x = 0 (x = t): the integrators take long steps, and
// g = (x - 0.5)^2 - 1e-6 is negative only on (0.499, 0.501), far shorter
// than a step. An output time at 0.5 lies inside the dip.
OdeProblem narrow_dip() {
  OdeProblem p;
  p.size = 1;
  p.rhs = [](double, const double*, double* xdot) { xdot[0] = 1.0; };
  p.num_roots = 1;
  p.roots = [](double, const double* x, double* g) { g[0] = (x[0] - 0.5) * (x[0] - 0.5) - 1e-6; };
  return p;
}

OdeStepperOptions options_for(OdeMethod method) {
  OdeStepperOptions o;
  o.method = method;
  o.rtol = 1e-8;
  o.atol = {1e-8};
  return o;
}

class Steppers : public ::testing::TestWithParam<OdeMethod> {};

TEST_P(Steppers, FindACrossingAndItsReturnWithinOneStepAtAnOutputTime) {
  const OdeProblem problem = narrow_dip();
  auto stepper = make_stepper(problem, options_for(GetParam()));
  std::vector<double> x{0.0};
  stepper->reset(0.0, x);
  double reached = 0.0;
  ASSERT_EQ(stepper->advance(0.25, 2.0, x, reached), OdeStepper::Result::reached);
  EXPECT_EQ(reached, 0.25);
  EXPECT_NEAR(x[0], 0.25, 1e-9);
  ASSERT_EQ(stepper->advance(0.5, 2.0, x, reached), OdeStepper::Result::root);
  EXPECT_NEAR(reached, 0.499, 1e-9);  // (x - 0.5)^2 = 1e-6, falling
  EXPECT_NEAR(x[0], 0.499, 1e-9);
  EXPECT_EQ(stepper->root_directions(), std::vector<int>{-1});
  // Restarted there (as after an event), the return comes next, rising.
  stepper->reset(reached, x);
  ASSERT_EQ(stepper->advance(0.75, 2.0, x, reached), OdeStepper::Result::root);
  EXPECT_NEAR(reached, 0.501, 1e-9);
  EXPECT_EQ(stepper->root_directions(), std::vector<int>{1});
  stepper->reset(reached, x);
  ASSERT_EQ(stepper->advance(0.75, 2.0, x, reached), OdeStepper::Result::reached);
  EXPECT_NEAR(x[0], 0.75, 1e-9);
}

TEST_P(Steppers, OutputTimesBeforeARootInTheSameStepComeFirst) {
  // g = x - 0.7 crosses once; the outputs at 0.2, 0.4, 0.6 come before it,
  // each on x = t, whatever the steps.
  OdeProblem problem = narrow_dip();
  problem.roots = [](double, const double* x, double* g) { g[0] = x[0] - 0.7; };
  auto stepper = make_stepper(problem, options_for(GetParam()));
  std::vector<double> x{0.0};
  stepper->reset(0.0, x);
  double reached = 0.0;
  for (double t_out : {0.2, 0.4, 0.6}) {
    ASSERT_EQ(stepper->advance(t_out, 2.0, x, reached), OdeStepper::Result::reached);
    EXPECT_EQ(reached, t_out);
    EXPECT_NEAR(x[0], t_out, 1e-9);
  }
  ASSERT_EQ(stepper->advance(0.8, 2.0, x, reached), OdeStepper::Result::root);
  EXPECT_NEAR(reached, 0.7, 1e-9);
  EXPECT_EQ(stepper->root_directions(), std::vector<int>{1});
}

TEST_P(Steppers, IntegrateAnOscillatorToItsClosedForm) {
  // x'' = -x from (1, 0): x = cos t, x' = -sin t.
  OdeProblem p;
  p.size = 2;
  p.rhs = [](double, const double* x, double* xdot) {
    xdot[0] = x[1];
    xdot[1] = -x[0];
  };
  OdeStepperOptions o = options_for(GetParam());
  o.rtol = 1e-10;
  o.atol = {1e-10, 1e-10};
  auto stepper = make_stepper(p, o);
  std::vector<double> x{1.0, 0.0};
  stepper->reset(0.0, x);
  double reached = 0.0;
  for (int k = 1; k <= 50; ++k) {
    const double t = 0.2 * k;
    ASSERT_EQ(stepper->advance(t, 10.0, x, reached), OdeStepper::Result::reached);
    EXPECT_NEAR(x[0], std::cos(t), 1e-7) << t;
    EXPECT_NEAR(x[1], -std::sin(t), 1e-7) << t;
  }
}

INSTANTIATE_TEST_SUITE_P(OneStepAtATime, Steppers,
                         ::testing::Values(OdeMethod::cvode_bdf, OdeMethod::cvode_adams,
                                           OdeMethod::ida_ode),
                         [](const ::testing::TestParamInfo<OdeMethod>& param) {
                           std::string name = method_name(param.param);
                           for (char& c : name)
                             if (c == '-') c = '_';
                           return name;
                         });

}  // namespace
}  // namespace acausal::solvers
