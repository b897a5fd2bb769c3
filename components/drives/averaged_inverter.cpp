#include "components/drives/averaged_inverter.hpp"

namespace acausal::drives {

AveragedInverter::AveragedInverter(ComponentContext ctx, Params params)
    : Component(std::move(ctx)), InverterTerminals(static_cast<Component&>(*this), params.m) {
  Expr from_p = 0.0, total = 0.0;
  for (std::size_t k = 0; k < ac.v.size(); ++k) {
    duty.push_back(signal::declare_input(*this, "duty" + polyphase::index(k)));
    equation(ac.v[k], dc_n.v + duty[k].value * vDC);
    // ac.i[k] enters the inverter; -ac.i[k] is the leg's output current.
    from_p += duty[k].value * ac.i[k];
    total += ac.i[k];
  }
  // powerAC equals powerDC at every instant (the model is lossless).
  equation(dc_p.i, -from_p);
  equation(0.0, dc_p.i + dc_n.i + total);
}

}  // namespace acausal::drives
